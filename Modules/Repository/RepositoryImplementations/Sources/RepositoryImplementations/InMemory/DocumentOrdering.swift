import Foundation
import RepositoryDefinitions

/// Orders JSON documents by ``SortField``s: numbers by value, strings by their characters, false before true.
///
/// Null and missing values come last in either direction, so lists never open with blanks. Values of different
/// kinds order as numbers, strings, bools, others; documents equal on every key keep their original order.
enum DocumentOrdering {
    /// `documents` sorted by `fields` (unchanged when `fields` is empty).
    static func sorted(_ documents: [JSONValue], by fields: [SortField]) -> [JSONValue] {
        sortedIndices(of: documents, by: fields).map { documents[$0] }
    }

    /// The positions of `documents` in the order ``sorted(_:by:)`` gives them.
    static func sortedIndices(of documents: [JSONValue], by fields: [SortField]) -> [Int] {
        guard !fields.isEmpty else { return Array(documents.indices) }
        let keyed = documents.enumerated().map { index, document in
            (index: index, keys: fields.map { DocumentPath.value(at: $0.field, in: document) })
        }
        return keyed.sorted { left, right in
            for (position, field) in fields.enumerated() {
                switch compare(left.keys[position], right.keys[position], direction: field.direction) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return left.index < right.index
        }.map(\.index)
    }

    /// Compares two sort key values in `direction`, nulls and missing values last.
    static func compare(_ lhs: JSONValue?, _ rhs: JSONValue?, direction: SortField.Direction) -> ComparisonResult {
        let left = lhs ?? .null
        let right = rhs ?? .null
        switch (left == .null, right == .null) {
        case (true, true): return .orderedSame
        case (true, false): return .orderedDescending
        case (false, true): return .orderedAscending
        case (false, false): break
        }
        let result = ascending(left, right)
        guard direction == .descending else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    private static func ascending(_ left: JSONValue, _ right: JSONValue) -> ComparisonResult {
        switch (left, right) {
        case (.string(let a), .string(let b)):
            return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.bool(let a), .bool(let b)):
            return a == b ? .orderedSame : (!a ? .orderedAscending : .orderedDescending)
        default:
            if let a = number(left), let b = number(right) {
                return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
            }
            let rankA = rank(left)
            let rankB = rank(right)
            return rankA == rankB ? .orderedSame : (rankA < rankB ? .orderedAscending : .orderedDescending)
        }
    }

    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        default: nil
        }
    }

    private static func rank(_ value: JSONValue) -> Int {
        switch value {
        case .int, .double: 0
        case .string: 1
        case .bool: 2
        case .array: 3
        case .object: 4
        case .null: 5
        }
    }
}

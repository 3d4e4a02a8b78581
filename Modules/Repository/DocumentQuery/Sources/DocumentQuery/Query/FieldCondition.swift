import Foundation

/// One condition on the values found at a field path, with MongoDB's matching rules for arrays and missing fields.
indirect enum FieldCondition {
    /// The four ordering operators.
    enum Comparison: String {
        case greaterThan = "$gt"
        case greaterThanOrEqual = "$gte"
        case lessThan = "$lt"
        case lessThanOrEqual = "$lte"

        func holds(_ order: Int) -> Bool {
            switch self {
            case .greaterThan: order > 0
            case .greaterThanOrEqual: order >= 0
            case .lessThan: order < 0
            case .lessThanOrEqual: order <= 0
            }
        }
    }

    case equals(OrderedJSON)
    case notEquals(OrderedJSON)
    case inList([OrderedJSON])
    case notInList([OrderedJSON])
    case compare(Comparison, OrderedJSON)
    case exists(Bool)
    case regex(NSRegularExpression)
    case size(Int)
    case not([FieldCondition])

    /// Compiles the value given for a field: an operator object such as `{"$gte": 1}`, or a value to equal.
    static func compile(_ value: OrderedJSON) throws(QueryError) -> [FieldCondition] {
        guard case .object(let object) = value, let first = object.keys.first, first.hasPrefix("$") else {
            return [.equals(value)]
        }
        var conditions: [FieldCondition] = []
        for (name, operand) in object {
            if name == "$options" { continue }
            conditions.append(try compileOperator(name, operand, options: object["$options"]))
        }
        return conditions
    }

    private static func compileOperator(_ name: String, _ operand: OrderedJSON, options: OrderedJSON?)
        throws(QueryError) -> FieldCondition
    {
        switch name {
        case "$eq": return .equals(operand)
        case "$ne": return .notEquals(operand)
        case "$in", "$nin":
            guard case .array(let list) = operand else { throw QueryError("\(name) needs an array") }
            return name == "$in" ? .inList(list) : .notInList(list)
        case "$gt", "$gte", "$lt", "$lte":
            return .compare(Comparison(rawValue: name)!, operand)
        case "$exists":
            return .exists(JavaScriptValues.isTruthy(operand))
        case "$regex":
            guard case .string(let pattern) = operand else { throw QueryError("$regex has to be a string") }
            return .regex(try makeRegex(pattern, flags: options?.stringValue ?? ""))
        case "$size":
            guard let count = operand.intValue else { throw QueryError("$size needs a number") }
            return .size(count)
        case "$not":
            guard case .object = operand else { throw QueryError("$not needs a regex or a document") }
            return .not(try compile(operand))
        default:
            throw QueryError("unknown operator: \(name)")
        }
    }

    private static func makeRegex(_ pattern: String, flags: String) throws(QueryError) -> NSRegularExpression {
        var options: NSRegularExpression.Options = []
        if flags.contains("i") { options.insert(.caseInsensitive) }
        if flags.contains("m") { options.insert(.anchorsMatchLines) }
        if flags.contains("s") { options.insert(.dotMatchesLineSeparators) }
        if flags.contains("x") { options.insert(.allowCommentsAndWhitespace) }
        do {
            return try NSRegularExpression(pattern: pattern, options: options)
        } catch {
            throw QueryError("Regular expression is invalid: \(pattern)")
        }
    }

    /// Whether the values found at the path (nil for missing) satisfy this condition.
    func matches(_ candidates: [OrderedJSON?]) -> Bool {
        switch self {
        case .equals(let expected):
            return candidates.contains { Self.equals($0, expected) }
        case .notEquals(let expected):
            return !candidates.contains { Self.equals($0, expected) }
        case .inList(let list):
            return list.contains { expected in candidates.contains { Self.equals($0, expected) } }
        case .notInList(let list):
            return !list.contains { expected in candidates.contains { Self.equals($0, expected) } }
        case .compare(let comparison, let bound):
            return Self.leaves(of: candidates).contains { value in
                BSONOrdering.rank(value) == BSONOrdering.rank(bound)
                    && comparison.holds(BSONOrdering.compare(value, bound))
            }
        case .exists(let wanted):
            return candidates.contains { $0 != nil } == wanted
        case .regex(let expression):
            return Self.leaves(of: candidates).contains { value in
                guard case .string(let text)? = value else { return false }
                return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            }
        case .size(let count):
            return candidates.contains { $0?.arrayValue?.count == count }
        case .not(let conditions):
            return !conditions.allSatisfy { $0.matches(candidates) }
        }
    }

    /// Equality as MongoDB applies it: null matches missing, and an array matches when it holds the value.
    private static func equals(_ candidate: OrderedJSON?, _ expected: OrderedJSON) -> Bool {
        guard let candidate else { return expected.isNull }
        if candidate == expected { return true }
        if case .array(let elements) = candidate { return elements.contains(expected) }
        return false
    }

    /// The candidates with arrays replaced by their elements, for operators that look inside arrays.
    private static func leaves(of candidates: [OrderedJSON?]) -> [OrderedJSON?] {
        candidates.flatMap { candidate -> [OrderedJSON?] in
            if case .array(let elements)? = candidate { return elements }
            return [candidate]
        }
    }
}

import DocumentQuery
import Foundation

/// A JSON array's text and, once found, where each element is and its `id`: found when the source is made for
/// text whose grammar is checked then, else by the first query, in the pass that reads its members.
///
/// `@unchecked Sendable`: `data` never changes, and `found`, the one mutable field, is only read and written while
/// `lock` is held, so queries from several tasks see one scan.
final class ArrayText: @unchecked Sendable {
    /// Where the elements are and their ids.
    struct Elements {
        let ranges: [Range<Int>]
        let ids: [String?]
    }

    let data: Data
    private let lock = NSLock()
    private var found: Elements?

    /// Text to scan on first use.
    init(data: Data) {
        self.data = data
    }

    /// Text whose elements are found already.
    init(data: Data, elements: [JSONValueParser.Element]) {
        self.data = data
        found = Elements(ranges: elements.map(\.range), ids: elements.map(\.id))
    }

    /// Where the elements are, scanning for them the first time.
    var elements: Elements {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let elements = scan(keeping: JSONValueParser.MemberNames(["id"])).elements
        found = elements
        return elements
    }

    /// Each element with only the members in `names` (objects; other elements as they are).
    func members(_ names: JSONValueParser.MemberNames) -> [OrderedJSON] {
        lock.lock()
        defer { lock.unlock() }
        guard let found else {
            let (elements, members) = scan(keeping: names)
            self.found = elements
            return members
        }
        return data.withUnsafeBytes { bytes in
            found.ranges.map { range in
                JSONValueParser.members(names, ofObjectAt: range, in: bytes) ?? Self.keeping(names, of: range, in: data)
            }
        }
    }

    /// The element at `index` (of ``elements``) with only the members in `names` when it is an object.
    func element(at index: Int, keeping names: JSONValueParser.MemberNames) -> OrderedJSON {
        let range = elements.ranges[index]
        return data.withUnsafeBytes { bytes in
            JSONValueParser.members(names, ofObjectAt: range, in: bytes) ?? Self.keeping(names, of: range, in: data)
        }
    }

    /// One pass over checked text: where the elements are, their ids, and the members in `names` of each. Text that
    /// turns out not to be an array reads as none.
    private func scan(keeping names: JSONValueParser.MemberNames) -> (elements: Elements, members: [OrderedJSON]) {
        let elements =
            data.withUnsafeBytes { JSONValueParser.elements(of: $0, checked: true, keeping: names) } ?? []
        let members = elements.map { element in
            element.members ?? Self.keeping(names, of: element.range, in: data)
        }
        return (Elements(ranges: elements.map(\.range), ids: elements.map(\.id)), members)
    }

    /// The element at `range` parsed whole, then only its members in `names` when it is an object.
    private static func keeping(_ names: JSONValueParser.MemberNames, of range: Range<Int>, in data: Data)
        -> OrderedJSON
    {
        let element = DocumentSource.parse(data[range])
        guard case .object(let members) = element else { return element }
        return .object(OrderedJSONObject(members.filter { names.names.contains($0.key) }.map { ($0.key, $0.value) }))
    }
}

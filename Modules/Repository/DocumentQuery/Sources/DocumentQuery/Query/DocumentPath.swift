/// Reads a dotted path the way MongoDB does: through objects, and across array elements.
enum DocumentPath {
    /// Every value reached by `path` in `document`; nil stands for a branch where the field is missing.
    ///
    /// Never empty: a path that reaches nothing gives `[nil]`.
    static func values(at path: String, in document: OrderedJSON) -> [OrderedJSON?] {
        var found: [OrderedJSON?] = []
        collect(document, path.split(separator: ".").map(String.init)[...], into: &found)
        return found.isEmpty ? [nil] : found
    }

    /// The path a query or sort names, with `_id` meaning the documents' `id` field.
    static func normalized(_ path: String) -> String {
        path == "_id" ? "id" : path
    }

    private static func collect(_ value: OrderedJSON, _ rest: ArraySlice<String>, into found: inout [OrderedJSON?]) {
        guard let key = rest.first else {
            found.append(value)
            return
        }
        switch value {
        case .object(let object):
            if let child = object[key] {
                collect(child, rest.dropFirst(), into: &found)
            } else {
                found.append(nil)
            }
        case .array(let elements):
            if let index = Int(key), index >= 0 {
                if index < elements.count { collect(elements[index], rest.dropFirst(), into: &found) }
            } else {
                for element in elements {
                    if case .object = element { collect(element, rest, into: &found) }
                }
            }
        default:
            found.append(nil)
        }
    }
}

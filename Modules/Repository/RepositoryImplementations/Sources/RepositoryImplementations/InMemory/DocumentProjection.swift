import Foundation
import RepositoryDefinitions

/// Keeps only the selected fields of a JSON document, the way the API's `select` (a MongoDB inclusion
/// projection) does: dotted paths keep just that branch (`links.patch.small`), a path through an array projects
/// each object element and drops the others, a path through a scalar leaves nothing, and `id` is always kept.
struct DocumentProjection {
    /// One level of the selection: a field kept whole, or the fields kept inside it.
    private struct Node {
        var keepsWhole = false
        var children: [String: Node] = [:]
    }

    private let root: Node
    /// Whether the selection is empty, which keeps whole documents.
    let keepsEverything: Bool

    /// The projection for `fields` (`_id` means `id`); empty fields keep everything.
    init(fields: [String]) {
        keepsEverything = fields.isEmpty
        var root = Node()
        for field in fields + ["id"] {
            let steps = field.split(separator: ".").map { $0 == "_id" ? "id" : String($0) }
            guard !steps.isEmpty else { continue }
            Self.insert(steps[...], into: &root)
        }
        self.root = root
    }

    /// `document` with only the selected fields.
    func apply(to document: JSONValue) -> JSONValue {
        guard !keepsEverything else { return document }
        return Self.project(document, root) ?? .object([:])
    }

    private static func insert(_ steps: ArraySlice<String>, into node: inout Node) {
        guard let first = steps.first else { return }
        var child = node.children[first] ?? Node()
        if steps.count == 1 {
            child.keepsWhole = true
        } else if !child.keepsWhole {
            insert(steps.dropFirst(), into: &child)
        }
        node.children[first] = child
    }

    /// The projected value, or nil when nothing selected is in it.
    private static func project(_ value: JSONValue, _ node: Node) -> JSONValue? {
        switch value {
        case .object(let members):
            var kept: [String: JSONValue] = [:]
            for (name, child) in node.children {
                guard let member = members[name] else { continue }
                kept[name] = child.keepsWhole ? member : project(member, child)
            }
            return .object(kept)
        case .array(let elements):
            return .array(
                elements.compactMap { element in
                    guard case .object = element else { return nil }
                    return project(element, node)
                })
        default:
            return nil
        }
    }
}

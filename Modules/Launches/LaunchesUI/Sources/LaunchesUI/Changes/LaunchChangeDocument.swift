import Foundation
import LaunchesCore

/// One move of `spacex changes --json`: the launch, when it was seen, and each change with its sides as text
/// (dates in ISO 8601) and, for the NET, its shift in seconds. The history's own shape: no source sent it.
struct LaunchChangeDocument: Encodable, Sendable {
    /// One change.
    struct Change: Encodable, Sendable {
        var what: String
        var from: String?
        var to: String?
        var shiftSeconds: Int?

        private enum CodingKeys: String, CodingKey {
            case what, from, to
            case shiftSeconds = "shift_seconds"
        }
    }

    var id: String
    var name: String
    var seen: String
    var changes: [Change]

    /// The document of `record`.
    init(_ record: LaunchChangeHistory.Record) {
        let entry = record.entry
        id = record.id
        name = entry.name
        seen = record.seen.formatted(.iso8601)
        changes = entry.changes.map(Self.change)
    }

    private static func change(_ change: LaunchChange) -> Change {
        let date: (Date?) -> String? = { $0?.formatted(.iso8601) }
        switch change {
        case .net(let from, let to):
            return Change(what: "net", from: date(from), to: date(to), shiftSeconds: change.shift.flatMap { Int(exactly: $0.rounded()) })
        case .precision(let from, let to):
            return Change(what: "precision", from: from.map(LaunchChangeText.words), to: to.map(LaunchChangeText.words))
        case .status(let from, let to): return Change(what: "status", from: from?.rawValue, to: to?.rawValue)
        case .probability(let from, let to):
            return Change(what: "probability", from: from.map(String.init), to: to.map(String.init))
        case .webcast(let from, let to):
            return Change(what: "webcast", from: from?.absoluteString, to: to?.absoluteString)
        case .provider(let from, let to): return Change(what: "provider", from: from, to: to)
        case .rocket(let from, let to): return Change(what: "rocket", from: from, to: to)
        case .leftList: return Change(what: "left_list")
        }
    }
}

import Foundation

/// What moved in a launch list between two answers to the same question: per launch, its ``LaunchChange``s, and
/// the launches that left it. Pure: the change history records it after each new answer, and a watcher can report
/// it as events between two polls.
public struct LaunchListDiff: Sendable, Hashable {
    /// One launch that moved.
    public struct Entry: Sendable, Hashable {
        /// The launch's id.
        public var id: String
        /// What was known before.
        public var before: LaunchFacts
        /// What is known now; nil when it left the list.
        public var after: LaunchFacts?

        /// Creates an entry.
        public init(id: String, before: LaunchFacts, after: LaunchFacts?) {
            self.id = id
            self.before = before
            self.after = after
        }

        /// Its name now, else before.
        public var name: String { after?.name ?? before.name }
        /// What moved.
        public var changes: [LaunchChange] { LaunchChange.between(before, after) }
    }

    /// The NET span a complete answer covers: a launch last known within it that the answer lacks has left the
    /// list; one outside it only moved out of the question (Upcoming's window passed it, a filter's days).
    public struct Span: Sendable, Hashable {
        /// The earliest NET asked for; nil for open.
        public var from: Date?
        /// The latest NET asked for; nil for open.
        public var through: Date?

        /// Creates a span; nil ends are open.
        public init(from: Date? = nil, through: Date? = nil) {
            self.from = from
            self.through = through
        }

        /// Whether `net` lies within; an unknown NET always does.
        public func contains(_ net: Date?) -> Bool {
            guard let net else { return true }
            return (from.map { net >= $0 } ?? true) && (through.map { net <= $0 } ?? true)
        }
    }

    /// The launches that moved, in the new answer's order, then those that left.
    public var entries: [Entry]

    /// The diff of `current` (the new answer) against what was known (`known`, by id): each launch of `current`
    /// known before whose facts moved, and, when the answer is complete (`completeSpan` not nil), each launch of
    /// `previouslyListed` (the last answer to the same question) missing from it whose NET lies within that span.
    public init(
        known: [String: LaunchFacts], current: [Launch], previouslyListed: [String] = [],
        completeSpan: Span? = nil
    ) {
        var entries: [Entry] = []
        var present: Set<String> = []
        for launch in current where present.insert(launch.id).inserted {
            guard let before = known[launch.id] else { continue }
            let after = LaunchFacts(launch: launch)
            if before != after { entries.append(Entry(id: launch.id, before: before, after: after)) }
        }
        if let completeSpan {
            for id in previouslyListed where !present.contains(id) {
                guard let before = known[id], completeSpan.contains(before.net) else { continue }
                present.insert(id)
                entries.append(Entry(id: id, before: before, after: nil))
            }
        }
        self.entries = entries.filter { !$0.changes.isEmpty }
    }
}

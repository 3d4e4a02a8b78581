import Foundation
import LaunchesCore
import RepositoryDefinitions

/// A source's name lookup for the script tests: each call takes the next queued answer (the launches one query
/// would bring back) and picks among them with ``LaunchLookup``'s rule; it records the names asked.
final class NameLookupStub: Sendable {
    private let state = Locked<(names: [String], answers: [[Launch]])>(([], []))

    /// Queues the launches the next lookup finds.
    func enqueue(_ launches: [Launch]) {
        state.withLock { $0.answers.append(launches) }
    }

    /// The names looked up so far, in order.
    var names: [String] { state.current.names }

    /// What the script calls.
    func find(_ name: String) -> Result<LoadState<Launch>, LaunchLookupError> {
        let launches = state.withLock { state -> [Launch] in
            state.names.append(name)
            return state.answers.isEmpty ? [] : state.answers.removeFirst()
        }
        return LaunchLookup.pick(name, among: launches).map { .loaded($0, freshness: .live) }
    }
}

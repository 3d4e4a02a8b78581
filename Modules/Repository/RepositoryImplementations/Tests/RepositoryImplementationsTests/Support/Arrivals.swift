import Foundation
import LoopbackHTTPServer
import RepositoryDefinitions
import RepositorySpies

/// Requests seen by a loopback server, with a way to wait for the first one.
final class Arrivals: Sendable {
    private struct State {
        var requests: [LoopbackHTTPServer.HTTPRequest] = []
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Locked(State())

    var requests: [LoopbackHTTPServer.HTTPRequest] { state.withLock { $0.requests } }

    func record(_ request: LoopbackHTTPServer.HTTPRequest) {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.requests.append(request)
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        waiters.forEach { $0.resume() }
    }

    /// Returns once the server has seen a request; throws `BoundedWait.Timeout` when none comes within 10 s.
    func waitForFirst() async throws {
        try await BoundedWait.value(of: "the first request at the loopback server") { await self.firstArrival() }
    }

    private func firstArrival() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if !state.requests.isEmpty { return true }
                state.waiters.append(continuation)
                return false
            }
            if ready { continuation.resume() }
        }
    }
}

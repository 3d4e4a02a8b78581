import Foundation
import LoopbackHTTPServer

/// Keeps every request the fake answered, in arrival order, readable from any thread.
// @unchecked Sendable: `entries` is guarded by `condition`, which also wakes `waitForRequests`.
public final class RequestRecorder: @unchecked Sendable {
    private let condition = NSCondition()
    private var entries: [RecordedRequest] = []
    private var nextSequence = 1

    /// Creates an empty recorder.
    public init() {}

    /// Every recorded request, oldest first.
    public var requests: [RecordedRequest] {
        condition.lock()
        defer { condition.unlock() }
        return entries
    }

    /// How many requests were made to exactly `path`.
    public func count(forPath path: String) -> Int {
        requests.filter { $0.path == path }.count
    }

    /// The number of requests per path.
    public var countsByPath: [String: Int] {
        requests.reduce(into: [:]) { $0[$1.path, default: 0] += 1 }
    }

    /// Forgets every request; sequence numbers start again from 1.
    public func reset() {
        condition.lock()
        entries.removeAll()
        nextSequence = 1
        condition.unlock()
    }

    /// Waits until at least `count` requests are recorded or `timeout` seconds pass; true when they are.
    ///
    /// A request is recorded when its answer is planned, so during a stall it is already there.
    public func waitForRequests(count: Int, timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while entries.count < count {
            if !condition.wait(until: deadline) { return entries.count >= count }
        }
        return true
    }

    /// Records a request with the plan that answers it (public so other loopback fakes keep the same log).
    public func record(_ request: HTTPRequest, plan: HTTPResponsePlan, fault: FakeFault? = nil) {
        condition.lock()
        entries.append(
            RecordedRequest(
                sequenceNumber: nextSequence, method: request.method, path: request.path, query: request.query,
                headers: request.headers, body: request.body, status: plan.statusCode,
                responseByteCount: plan.bodyByteCount, fault: fault))
        nextSequence += 1
        condition.broadcast()
        condition.unlock()
    }
}

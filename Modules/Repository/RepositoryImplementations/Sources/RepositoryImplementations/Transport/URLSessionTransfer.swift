import Foundation
import RepositoryDefinitions

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One exchange in flight in ``URLSessionTransport``: collects the body, enforces the cap and the deadline, and
/// resumes the caller exactly once.
///
/// `@unchecked Sendable`: every mutable property is read and written only under `lock`; the delegate's callbacks,
/// the deadline timer and the cancellation handler may run on any thread.
final class URLSessionTransfer: @unchecked Sendable {
    typealias Outcome = Result<(HTTPURLResponse, Data), TransportError>

    /// The request as the caller made it (its policy, cap and deadline).
    let request: HTTPRequest
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Outcome, Never>?
    private var response: HTTPURLResponse?
    private var body = Data()
    private var failure: TransportError?
    private var timer: DispatchWorkItem?

    init(request: HTTPRequest) {
        self.request = request
    }

    /// Registers with `transfers`, starts `task` and arms the deadline; `continuation` is resumed once.
    func start(
        _ task: URLSessionDataTask, in transfers: URLSessionTransfers,
        continuation: CheckedContinuation<Outcome, Never>
    ) {
        let alreadyFailed: TransportError? = lock.withLock {
            self.continuation = continuation
            return failure
        }
        if let alreadyFailed {
            finish(.failure(alreadyFailed))
            return
        }
        transfers.register(self, for: task)
        let timer = DispatchWorkItem { [weak self, weak task] in
            guard let self, let task else { return }
            self.fail(.timedOut, task: task)
        }
        lock.withLock { self.timer = timer }
        DispatchQueue.global().asyncAfter(deadline: .now() + request.deadline, execute: timer)
        task.resume()
    }

    /// Records `error` as the outcome (the first failure wins) and cancels `task`.
    func fail(_ error: TransportError, task: URLSessionTask) {
        lock.withLock { if failure == nil { failure = error } }
        task.cancel()
    }

    func received(_ response: HTTPURLResponse) {
        lock.withLock {
            self.response = response
            body = Data()
        }
    }

    /// Appends `data`; false (and the failure recorded) once the body passes the cap.
    func received(_ data: Data) -> Bool {
        lock.withLock {
            guard body.count + data.count <= request.maxBodyBytes else {
                if failure == nil { failure = .tooLarge(limit: request.maxBodyBytes) }
                body = Data()
                return false
            }
            body.append(data)
            return true
        }
    }

    /// Ends the transfer with URLSession's `error` (nil on success).
    func completed(with error: (any Error)?) {
        let outcome: Outcome = lock.withLock {
            if let failure { return .failure(failure) }
            if let error { return .failure(URLSessionTransport.transportError(for: error)) }
            guard let response else { return .failure(.other("The answer was not an HTTP response.")) }
            return .success((response, body))
        }
        finish(outcome)
    }

    private func finish(_ outcome: Outcome) {
        let (continuation, timer): (CheckedContinuation<Outcome, Never>?, DispatchWorkItem?) = lock.withLock {
            defer {
                self.continuation = nil
                self.timer = nil
                body = Data()
            }
            return (self.continuation, self.timer)
        }
        timer?.cancel()
        continuation?.resume(returning: outcome)
    }
}

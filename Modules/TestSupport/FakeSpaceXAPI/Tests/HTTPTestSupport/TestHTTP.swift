import Foundation
import HTTPTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Synchronous URLSession calls for tests, each bounded by a wait so a bug cannot hang the suite.
public enum TestHTTP {
    /// What a request ended with.
    public struct Outcome {
        public var data: Data?
        public var response: HTTPURLResponse?
        public var error: Error?

        public var status: Int? { response?.statusCode }
        public var text: String { String(decoding: data ?? Data(), as: UTF8.self) }
        public var urlError: URLError? { error as? URLError }
    }

    /// An ephemeral session without cache whose requests time out after `timeout` seconds.
    public static func session(timeout: TimeInterval = 10) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    /// Sends `request` and waits for the outcome (at most `wait` seconds).
    public static func send(_ request: URLRequest, session: URLSession = session(), wait: Double = 30) -> Outcome {
        let done = DispatchSemaphore(value: 0)
        let box = OutcomeBox()
        start(request, session: session) { outcome in
            box.outcome = outcome
            done.signal()
        }
        guard done.wait(timeout: .now() + wait) == .success else {
            return Outcome(error: URLError(.unknown))
        }
        return box.outcome ?? Outcome(error: URLError(.unknown))
    }

    /// Starts `request` and calls `completion` when it ends.
    public static func start(
        _ request: URLRequest, session: URLSession, completion: @escaping @Sendable (Outcome) -> Void
    ) {
        session.dataTask(with: request) { data, response, error in
            completion(Outcome(data: data, response: response as? HTTPURLResponse, error: error))
        }.resume()
    }

    /// A request for `path` below `base`.
    public static func request(
        _ base: URL, _ path: String, method: String = "GET", body: String? = nil,
        headers: [String: String] = [:]
    ) -> URLRequest {
        var request = URLRequest(url: URL(string: base.absoluteString + path)!)
        request.httpMethod = method
        request.httpBody = body.map { Data($0.utf8) }
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        return request
    }
}

/// Carries an outcome from a URLSession callback to the waiting test.
// @unchecked Sendable: `outcome` is written once before the semaphore signals and read only after it.
public final class OutcomeBox: @unchecked Sendable {
    public var outcome: TestHTTP.Outcome?

    /// Creates an empty box.
    public init() {}
}

/// A one-shot signal a server handler raises and a test waits for, bounded.
public final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)

    /// Creates a closed gate.
    public init() {}

    /// Opens the gate.
    public func open() {
        semaphore.signal()
    }

    /// Waits for the gate to open; false after `seconds`.
    public func wait(_ seconds: Double = 10) -> Bool {
        semaphore.wait(timeout: .now() + seconds) == .success
    }
}

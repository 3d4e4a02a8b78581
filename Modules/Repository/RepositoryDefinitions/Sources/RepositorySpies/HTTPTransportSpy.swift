import Foundation
import RepositoryDefinitions

/// A counting spy for ``HTTPTransport``: records every request and answers from a FIFO or a handler.
public final class HTTPTransportSpy: HTTPTransport, Sendable {
    /// A canned answer: a response or a transport failure.
    public typealias Response = Result<HTTPResponse, TransportError>

    private struct Storage {
        var requests: [HTTPRequest] = []
        var responses = StubbedResponses<Response>()
        var handler: (@Sendable (HTTPRequest) -> Response)?
    }

    private let storage = Locked(Storage())
    /// Holds calls (after they are recorded) until the test releases them.
    public let gate = CallGate()

    /// Creates a spy with no responses.
    public init() {}

    /// Creates a spy answering with these responses in order.
    public init(responses: [Response]) {
        storage.withLock { $0.responses = StubbedResponses(responses) }
    }

    /// Every request sent, in order.
    public var requests: [HTTPRequest] { storage.withLock { $0.requests } }
    /// How many requests were sent.
    public var sendCallCount: Int { storage.withLock { $0.requests.count } }

    /// The FIFO of answers.
    public var responses: StubbedResponses<Response> {
        get { storage.withLock { $0.responses } }
        set { storage.withLock { $0.responses = newValue } }
    }

    /// Answers instead of the FIFO when set.
    public var handler: (@Sendable (HTTPRequest) -> Response)? {
        get { storage.withLock { $0.handler } }
        set { storage.withLock { $0.handler = newValue } }
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let response = storage.withLock { storage -> Response in
            storage.requests.append(request)
            return storage.handler?(request) ?? storage.responses.next(for: "HTTPTransportSpy.send(_:)")
        }
        await gate.pass()
        if Task.isCancelled { throw .cancelled }
        return try response.get()
    }
}

import Foundation
import RepositoryDefinitions

/// Builds the real transport (a URLSession) on the first request, so runs answered from the cache never pay
/// for setting up networking.
public final class LazyHTTPTransport: HTTPTransport {
    private let make: @Sendable () -> any HTTPTransport
    private let built = Locked<(any HTTPTransport)?>(nil)

    /// Creates a transport that calls `make` on the first request.
    public init(_ make: @escaping @Sendable () -> any HTTPTransport) {
        self.make = make
    }

    /// Whether the real transport was built (a request was sent).
    var isBuilt: Bool { built.withLock { $0 != nil } }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        try await built.value(orMake: make).send(request)
    }
}

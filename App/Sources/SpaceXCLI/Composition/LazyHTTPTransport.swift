import Foundation
import RepositoryDefinitions

/// Builds the real transport (a URLSession) on the first request, so runs answered from the cache never pay
/// for setting up networking.
public final class LazyHTTPTransport: HTTPTransport {
    private let make: @Sendable () -> any HTTPTransport
    private let built = Mutexed<(any HTTPTransport)?>(nil)

    /// Creates a transport that calls `make` on the first request.
    public init(_ make: @escaping @Sendable () -> any HTTPTransport) {
        self.make = make
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let transport = built.withLock { built in
            if let built { return built }
            let made = make()
            built = made
            return made
        }
        return try await transport.send(request)
    }
}

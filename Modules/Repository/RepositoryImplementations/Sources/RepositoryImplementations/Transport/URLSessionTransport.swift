import Foundation
import RepositoryDefinitions

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The live ``HTTPTransport``: one URLSession request per call, with async/await.
///
/// The session is ephemeral and never caches (the app keeps its own response cache). Failures below HTTP
/// become ``TransportError``s; a body shorter than its `Content-Length` is reported as truncated; cancelling
/// the calling task cancels the request.
public struct URLSessionTransport: HTTPTransport {
    private let session: URLSession

    /// Creates a transport over `session` (by default a fresh one from ``makeConfiguration()``).
    public init(session: URLSession = URLSession(configuration: URLSessionTransport.makeConfiguration())) {
        self.session = session
    }

    /// An ephemeral configuration with no URL cache and no local cache reads.
    public static func makeConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let urlRequest = Self.urlRequest(for: request)
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw Task.isCancelled ? .cancelled : Self.transportError(for: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .other("The answer was not an HTTP response.")
        }
        var headers: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        if Self.isTruncated(bodyCount: data.count, headers: headers) { throw .truncated }
        return HTTPResponse(status: http.statusCode, headers: headers, body: data)
    }

    /// The URLRequest for `request`, bypassing any URL cache.
    static func urlRequest(for request: HTTPRequest) -> URLRequest {
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        // Set through the property: swift-corelibs-foundation ignores a timeout given only to the initialiser.
        urlRequest.timeoutInterval = effectiveTimeout(request.timeout)
        urlRequest.httpMethod = request.method
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// The timeout URLSession is given. swift-corelibs-foundation truncates it to whole seconds and treats a
    /// result of 0 as "time out at once", so on Linux it is rounded up to at least one second.
    static func effectiveTimeout(_ seconds: TimeInterval) -> TimeInterval {
        #if canImport(FoundationNetworking)
            return max(1, seconds.rounded(.up))
        #else
            return seconds
        #endif
    }

    /// Whether fewer bytes arrived than `Content-Length` promised (only meaningful for an unencoded body).
    static func isTruncated(bodyCount: Int, headers: [String: String]) -> Bool {
        guard let declared = headers["content-length"].flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
            headers["content-encoding"].map({ $0.lowercased() == "identity" }) ?? true
        else { return false }
        return bodyCount < declared
    }

    /// Maps a URLSession error onto the cases the API client distinguishes.
    static func transportError(for error: any Error) -> TransportError {
        if error is CancellationError { return .cancelled }
        let nsError = error as NSError
        let code = (error as? URLError)?.code.rawValue ?? (nsError.domain == NSURLErrorDomain ? nsError.code : nil)
        guard let code else { return .other(error.localizedDescription) }
        return transportError(forURLErrorCode: code, description: error.localizedDescription)
    }

    /// Maps a URL error code (`NSURLError…`) onto a ``TransportError``.
    static func transportError(forURLErrorCode code: Int, description: String) -> TransportError {
        switch code {
        case URLError.Code.timedOut.rawValue:
            return .timedOut
        case URLError.Code.cannotConnectToHost.rawValue, URLError.Code.cannotFindHost.rawValue,
            URLError.Code.notConnectedToInternet.rawValue, URLError.Code.dnsLookupFailed.rawValue,
            URLError.Code.internationalRoamingOff.rawValue, URLError.Code.dataNotAllowed.rawValue,
            URLError.Code.callIsActive.rawValue:
            return .cannotConnect
        case URLError.Code.networkConnectionLost.rawValue, URLError.Code.badServerResponse.rawValue:
            // curl (Linux) reports a connection closed before any answer as "Empty reply from server" (-1011).
            return .connectionLost
        case URLError.Code.unknown.rawValue where description.contains("bytes remaining to read"):
            // curl (Linux) reports a body cut short of its Content-Length as "transfer closed with N bytes
            // remaining to read", with no more specific code.
            return .truncated
        case URLError.Code.cancelled.rawValue:
            return .cancelled
        default:
            return .other(description)
        }
    }
}

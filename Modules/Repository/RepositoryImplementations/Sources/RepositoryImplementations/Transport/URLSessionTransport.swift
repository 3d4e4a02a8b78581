import Foundation
import RepositoryDefinitions

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The ``HTTPTransport`` for `https://` addresses (and any address on Apple platforms): URLSession, receiving
/// bodies incrementally through a delegate.
///
/// The session is ephemeral and never caches (the app keeps its own response cache). The body is counted as it
/// arrives (after URLSession's own decompression, so a gzip bomb is counted inflated) and the transfer is
/// cancelled once it passes the request's `maxBodyBytes`; a timer cancels it at the request's `deadline`;
/// redirects follow the request's ``HTTPRedirectPolicy`` (a same-origin 307/308 re-sends the method and body).
/// On Linux, FoundationNetworking keeps a write-readiness source on the socket once libcurl waits to read, so
/// waiting for an answer spins a core unless the program corrects that (the app does, in its `LibcurlOnDemand`
/// target; this package's tests do not); plain `http://` goes through ``SocketHTTPTransport`` all the same.
/// Failures below HTTP become ``TransportError``s; a body shorter than its `Content-Length` is reported as
/// truncated; cancelling the calling task cancels the request.
public final class URLSessionTransport: HTTPTransport {
    private let session: URLSession
    private let transfers: URLSessionTransfers

    /// Creates a transport over a session made from `configuration` (by default ``makeConfiguration()``).
    public init(configuration: URLSessionConfiguration = URLSessionTransport.makeConfiguration()) {
        let transfers = URLSessionTransfers()
        self.transfers = transfers
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// An ephemeral configuration with no URL cache and no local cache reads.
    public static func makeConfiguration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return configuration
    }

    /// Sends `request`, following the redirects its policy allows (here rather than in URLSession, which drops a
    /// POST body when it follows a 307 on Linux), all within the request's deadline.
    public func send(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        let deadline = TransportDeadline.instant(after: request.deadline)
        var current = request
        var hops = 0
        while true {
            current.deadline = max(0.001, TransportDeadline.seconds(ContinuousClock.now.duration(to: deadline)))
            var response = try await sendOnce(current)
            guard HTTPRedirect.isRedirect(response.status) else {
                response.redirectedURL = hops == 0 ? nil : current.url
                return response
            }
            current = try HTTPRedirect.next(
                after: request, current: current, status: response.status, location: response.header("location"),
                hops: hops)
            hops += 1
        }
    }

    /// One exchange, redirects not followed.
    private func sendOnce(_ request: HTTPRequest) async throws(TransportError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled }
        let task = session.dataTask(with: Self.urlRequest(for: request))
        let transfer = URLSessionTransfer(request: request)
        let result: Result<(HTTPURLResponse, Data), TransportError> = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                transfer.start(task, in: transfers, continuation: continuation)
            }
        } onCancel: {
            transfer.fail(.cancelled, task: task)
        }
        let (http, data) = try result.get()
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
        case URLError.Code.cannotDecodeContentData.rawValue, URLError.Code.cannotDecodeRawData.rawValue,
            URLError.Code.cannotParseResponse.rawValue:
            return .badAnswer("an answer that could not be decoded (\(HTTPAnswerReader.printable(description)))")
        case URLError.Code.httpTooManyRedirects.rawValue, URLError.Code.redirectToNonExistentLocation.rawValue:
            return .badAnswer("redirects that could not be followed")
        case URLError.Code.serverCertificateUntrusted.rawValue, URLError.Code.serverCertificateHasUnknownRoot.rawValue,
            URLError.Code.serverCertificateHasBadDate.rawValue, URLError.Code.serverCertificateNotYetValid.rawValue:
            return .badAnswer("a certificate that could not be verified (\(HTTPAnswerReader.printable(description)))")
        case URLError.Code.unknown.rawValue where description.contains("certificate"):
            // curl (Linux) reports a certificate it cannot verify ("SSL certificate problem: …", "no alternative
            // certificate subject name matches …") with no more specific code: it is not an HTTP error.
            return .badAnswer("a certificate that could not be verified (\(HTTPAnswerReader.printable(description)))")
        case URLError.Code.unknown.rawValue:
            // curl (Linux) reports a server that answered wrongly (bad gzip, garbage status line, a huge header,
            // HTTP/0.9) with no more specific code: say the answer was wrong, not that the server was unreachable.
            return .badAnswer("an answer that is not valid HTTP (\(HTTPAnswerReader.printable(description)))")
        default:
            return .other(description)
        }
    }
}

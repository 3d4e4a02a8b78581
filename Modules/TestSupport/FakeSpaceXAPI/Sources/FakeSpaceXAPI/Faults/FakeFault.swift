import DocumentQuery

/// A way the fake API misbehaves on purpose, so clients can be tested against real-world failures.
///
/// To add a kind: add a case here, then fill the switches the compiler points to in `FakeFault+Effects.swift`
/// (what it does) and `FakeFault+ControlJSON.swift` (its name and fields for `POST /_fake/faults`).
public enum FakeFault: Sendable, Equatable {
    /// Answer with `status` and a `text/plain` body (`message`, or the reason phrase), e.g. 500 or 503.
    case status(Int, message: String? = nil)
    /// Answer 429 with `Retry-After: retryAfterSeconds`.
    case rateLimited(retryAfterSeconds: Int)
    /// Answer 400 with `message` as `text/plain`.
    case badRequest(message: String)
    /// Answer 404 with `Not Found` as `text/plain`.
    case notFound
    /// Send the normal answer cut after `keepBytes` body bytes (nil: half the body), mid-document.
    case truncatedBody(keepBytes: Int? = nil, contentLength: TruncatedContentLength = .promisesFullBody)
    /// Answer with an HTML error page, the way a proxy in front of the API does (502 by default).
    case htmlErrorPage(status: Int = 502)
    /// Serve the normal documents with these fields replaced by values of the wrong type (only fields present).
    case wrongFieldTypes(fields: OrderedJSONObject = ["date_utc": 12345, "name": 42])
    /// Answer 200 with a JSON content type and an empty body.
    case emptyBody
    /// Wait `seconds` before answering normally (set it above the client's timeout); `stop()` cuts it short.
    case stall(seconds: Double)
    /// Abort the connection with a TCP reset instead of answering.
    case connectionReset
    /// Close the connection without answering.
    case closeWithoutResponse
    /// Answer a query as if the requested page were one past the last: empty `docs`, `page` = `totalPages` + 1.
    case pageOutOfRange
    /// Answer queries so that every page after the first starts with the last document of the page before.
    case duplicateAcrossPages
}

/// What `Content-Length` a truncated answer declares.
public enum TruncatedContentLength: String, Sendable, Equatable, CaseIterable {
    /// The length of the full body: the connection closes before it all arrives (a transport error).
    case promisesFullBody = "full"
    /// The length of the cut body: the HTTP exchange succeeds and only decoding fails.
    case matchesTruncatedBody = "truncated"
}

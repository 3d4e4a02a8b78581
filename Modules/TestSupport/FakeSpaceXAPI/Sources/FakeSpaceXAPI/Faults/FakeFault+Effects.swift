import DocumentQuery
import Foundation
import LoopbackHTTPServer

/// What each fault does, in the four stages a request goes through.
///
/// Every switch is exhaustive, so a new case cannot be forgotten in any stage.
extension FakeFault {
    /// Stage 1: an answer that replaces routing entirely, or nil when the fault acts in a later stage.
    var replacementPlan: HTTPResponsePlan? {
        switch self {
        case .status(let status, let message):
            return .respond(.text(status, message ?? HTTPStatusReason.phrase(for: status)))
        case .rateLimited(let seconds):
            return .respond(.text(429, "Too Many Requests", headers: ["Retry-After": String(seconds)]))
        case .badRequest(let message):
            return .respond(.text(400, message))
        case .notFound:
            return .respond(.text(404, "Not Found"))
        case .htmlErrorPage(let status):
            let title = "\(status) \(HTTPStatusReason.phrase(for: status))"
            let page =
                "<html>\r\n<head><title>\(title)</title></head>\r\n<body>\r\n<center><h1>\(title)</h1></center>\r\n"
                + "<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n"
            return .respond(
                HTTPResponse(
                    status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(page.utf8)))
        case .emptyBody:
            return .respond(HTTPResponse(status: 200, headers: ["Content-Type": FakeSpaceXRouter.jsonContentType]))
        case .connectionReset:
            return .resetConnection
        case .closeWithoutResponse:
            return .closeWithoutResponse
        case .truncatedBody, .wrongFieldTypes, .stall, .pageOutOfRange, .duplicateAcrossPages:
            return nil
        }
    }

    /// Stage 2: the paging mistake the query engine makes, or nil.
    var queryDistortion: QueryDistortion? {
        switch self {
        case .pageOutOfRange: .pageOutOfRange
        case .duplicateAcrossPages: .duplicateAcrossPages
        case .status, .rateLimited, .badRequest, .notFound, .truncatedBody, .htmlErrorPage, .wrongFieldTypes,
            .emptyBody, .stall, .connectionReset, .closeWithoutResponse:
            nil
        }
    }

    /// Stage 3: a served document as this fault changes it.
    func rewrite(document: OrderedJSON) -> OrderedJSON {
        switch self {
        case .wrongFieldTypes(let fields):
            guard case .object(var object) = document else { return document }
            for (key, value) in fields where object[key] != nil {
                object[key] = value
            }
            return .object(object)
        case .status, .rateLimited, .badRequest, .notFound, .truncatedBody, .htmlErrorPage, .emptyBody, .stall,
            .connectionReset, .closeWithoutResponse, .pageOutOfRange, .duplicateAcrossPages:
            return document
        }
    }

    /// Stage 4: how the finished answer goes on the wire.
    func plan(for response: HTTPResponse) -> HTTPResponsePlan {
        switch self {
        case .truncatedBody(let keepBytes, let contentLength):
            let full = response.body.count
            let kept = min(max(0, keepBytes ?? full / 2), max(0, full - 1))
            switch contentLength {
            case .matchesTruncatedBody:
                var cut = response
                cut.body = response.body.prefix(kept)
                return .respond(cut)
            case .promisesFullBody:
                let wire = response.encoded(closeConnection: true)
                return .sendRawThenClose(wire.prefix(wire.count - (full - kept)))
            }
        case .stall(let seconds):
            return .stall(seconds: seconds, then: .respond(response))
        case .status, .rateLimited, .badRequest, .notFound, .htmlErrorPage, .wrongFieldTypes, .emptyBody,
            .connectionReset, .closeWithoutResponse, .pageOutOfRange, .duplicateAcrossPages:
            return .respond(response)
        }
    }
}

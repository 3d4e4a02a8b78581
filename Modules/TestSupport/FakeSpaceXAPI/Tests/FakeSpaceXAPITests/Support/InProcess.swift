import DocumentQuery
import FakeSpaceXAPI
import Foundation
import LoopbackHTTPServer
import XCTest

/// Helpers to call a `FakeSpaceXServer` in-process, without sockets.
extension FakeSpaceXServer {
    /// A server over the sample dataset (not started).
    static func sample(_ configuration: FakeSpaceXConfiguration = FakeSpaceXConfiguration()) -> FakeSpaceXServer {
        FakeSpaceXServer(dataset: SampleDocuments.dataset, configuration: configuration)
    }

    /// The plan for a request built from its parts.
    func plan(
        _ method: String, _ target: String, body: String? = nil, headers: HTTPHeaders = [:]
    ) -> HTTPResponsePlan {
        respond(to: HTTPRequest(method: method, target: target, headers: headers, body: Data((body ?? "").utf8)))
    }

    /// The response for a request whose plan must be a plain response.
    func response(
        _ method: String, _ target: String, body: String? = nil, headers: HTTPHeaders = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> HTTPResponse {
        guard case .respond(let response) = plan(method, target, body: body, headers: headers) else {
            XCTFail("not a plain response", file: file, line: line)
            return HTTPResponse(status: 0)
        }
        return response
    }

    /// A JSON query POST.
    func query(_ path: String, _ body: OrderedJSON) -> HTTPResponse {
        response("POST", path, body: body.description, headers: ["Content-Type": "application/json"])
    }
}

extension HTTPResponse {
    /// The body as UTF-8 text.
    var text: String { String(decoding: body, as: UTF8.self) }

    /// The body parsed as JSON (null when it is not JSON).
    var json: OrderedJSON { (try? OrderedJSON.parse(body)) ?? nil }
}

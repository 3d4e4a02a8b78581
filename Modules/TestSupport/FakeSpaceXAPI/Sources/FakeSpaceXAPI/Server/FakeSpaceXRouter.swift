import DocumentQuery
import Foundation
import LoopbackHTTPServer

/// Answers the API routes of the real server from a dataset: GET lists and documents, POST queries.
struct FakeSpaceXRouter: Sendable {
    /// The content type of every JSON answer.
    static let jsonContentType = "application/json; charset=utf-8"

    let dataset: SpaceXDataset
    let cachePolicy: FakeCachePolicy

    /// The answer to `request`; `fault` may distort the data (paging mistakes, wrong field types).
    func route(_ request: HTTPRequest, fault: FakeFault?) -> HTTPResponse {
        let segments = request.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let method = request.method == "HEAD" ? "GET" : request.method
        guard segments.count >= 2, let collection = Self.collection(version: segments[0], name: segments[1]) else {
            return Self.notFound
        }
        let rewrite = { (document: OrderedJSON) in fault?.rewrite(document: document) ?? document }
        let getMaxAge = collection == .launches ? cachePolicy.launchesGET : cachePolicy.catalogGET
        switch (method, segments.count) {
        case ("GET", 2):
            let list = OrderedJSON.array(dataset.documents(in: collection).map(rewrite))
            return json(list, maxAge: getMaxAge, request: request)
        case ("POST", 3) where segments[2] == "query":
            return query(collection, request: request, fault: fault, rewrite: rewrite)
        case ("GET", 3):
            guard Self.isObjectID(segments[2]),
                let document = dataset.document(withID: segments[2].lowercased(), in: collection)
            else {
                return Self.notFound
            }
            return json(rewrite(document), maxAge: getMaxAge, request: request)
        default:
            return Self.notFound
        }
    }

    /// The plain `Not Found` answer of the real server.
    static let notFound = HTTPResponse.text(404, "Not Found")

    private static func collection(version: String, name: String) -> SpaceXCollection? {
        switch (version, name) {
        case ("v4", "launches"), ("v5", "launches"): .launches
        case ("v4", "rockets"): .rockets
        case ("v4", "launchpads"): .launchpads
        default: nil
        }
    }

    private static func isObjectID(_ text: String) -> Bool {
        text.utf8.count == 24 && text.allSatisfy(\.isHexDigit)
    }

    private func query(
        _ collection: SpaceXCollection, request: HTTPRequest, fault: FakeFault?,
        rewrite: (OrderedJSON) -> OrderedJSON
    ) -> HTTPResponse {
        let body: OrderedJSON
        switch Self.queryBody(of: request) {
        case .success(let parsed): body = parsed
        case .failure(let error): return .text(400, error.message)
        }
        do {
            var answer = try QueryEngine.run(
                body: body, collection: collection, store: dataset, distortion: fault?.queryDistortion)
            if case .object(var envelope) = answer, case .array(let docs)? = envelope["docs"] {
                envelope["docs"] = .array(docs.map(rewrite))
                answer = .object(envelope)
            }
            return json(answer, maxAge: cachePolicy.queryPOST, request: request)
        } catch {
            return .text(400, error.message)
        }
    }

    /// The body as koa-bodyparser reads it: `{}` unless the content type is JSON; only objects and arrays.
    static func queryBody(of request: HTTPRequest) -> Result<OrderedJSON, JSONSyntaxError> {
        let mediaType =
            request.headers["Content-Type"]?.split(separator: ";").first?
            .trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard mediaType == "application/json" || mediaType.hasSuffix("+json") else { return .success([:]) }
        let text = String(decoding: request.body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = text.first else { return .success([:]) }
        guard first == "{" || first == "[" else {
            return .failure(JSONSyntaxError(message: "invalid JSON, only supports object and array"))
        }
        return Result { () throws(JSONSyntaxError) in try OrderedJSON.parse(Data(text.utf8)) }
    }

    private func json(_ value: OrderedJSON, maxAge: Int, request: HTTPRequest) -> HTTPResponse {
        let body = value.serialized()
        let tag = EntityTag.strong(for: body)
        var headers: HTTPHeaders = [
            "Content-Type": Self.jsonContentType, "Cache-Control": "max-age=\(maxAge)", "ETag": tag,
        ]
        if let condition = request.headers["If-None-Match"], EntityTag.matches(ifNoneMatch: condition, tag: tag) {
            headers.remove(name: "Content-Type")
            return HTTPResponse(status: 304, headers: headers)
        }
        return HTTPResponse(status: 200, headers: headers, body: body)
    }
}

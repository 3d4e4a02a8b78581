import DocumentQuery
import Foundation
import LoopbackHTTPServer

/// One request the fake received, with what it answered.
public struct RecordedRequest: Sendable, Equatable {
    /// Position in arrival order, from 1.
    public var sequenceNumber: Int
    /// The method, e.g. `POST`.
    public var method: String
    /// The path without the query, e.g. `/v5/launches/query`.
    public var path: String
    /// The query string without `?`, or nil.
    public var query: String?
    /// The request headers in order.
    public var headers: HTTPHeaders
    /// The request body.
    public var body: Data
    /// The status sent, or nil when no status line was sent (reset, close without answer).
    public var status: Int?
    /// The number of response body bytes the fake planned to send (after truncation).
    public var responseByteCount: Int
    /// The fault applied to this request, if any.
    public var fault: FakeFault?

    /// Creates a record.
    public init(
        sequenceNumber: Int, method: String, path: String, query: String?, headers: HTTPHeaders, body: Data,
        status: Int?, responseByteCount: Int, fault: FakeFault?
    ) {
        self.sequenceNumber = sequenceNumber
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
        self.status = status
        self.responseByteCount = responseByteCount
        self.fault = fault
    }

    /// The body parsed as JSON, or nil when it is empty or not JSON.
    public var jsonBody: OrderedJSON? {
        try? OrderedJSON.parse(body)
    }

    /// The record as JSON for `GET /_fake/requests`; the body is given as UTF-8 text.
    public var controlJSON: OrderedJSON {
        var object: OrderedJSONObject = [
            "sequence": .int(sequenceNumber), "method": .string(method), "path": .string(path),
            "query": query.map(OrderedJSON.string) ?? .null,
        ]
        object["headers"] = .array(
            headers.map { ["name": .string($0.name), "value": .string($0.value)] as OrderedJSON })
        object["body"] = .string(String(decoding: body, as: UTF8.self))
        object["status"] = status.map(OrderedJSON.int) ?? .null
        object["responseBytes"] = .int(responseByteCount)
        object["fault"] = fault.map { .object($0.controlJSON) } ?? .null
        return .object(object)
    }
}

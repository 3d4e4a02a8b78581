import Foundation
import RepositoryDefinitions
import RepositorySpies

/// Canned API bodies and spy answers shared by the client tests.
enum Responses {
    static let onePage = """
        {"docs":[{"id":"5eb87cd9ffd86e000604b32a","name":"FalconSat","date_utc":"2006-03-24T22:30:00.000Z",\
        "flight_number":1}],"totalDocs":1,"limit":10,"totalPages":1,"page":1,"pagingCounter":1,\
        "hasPrevPage":false,"hasNextPage":false,"prevPage":null,"nextPage":null}
        """
    static let emptyPage = """
        {"docs":[],"totalDocs":0,"limit":10,"totalPages":1,"page":1,"pagingCounter":1,\
        "hasPrevPage":false,"hasNextPage":false,"prevPage":null,"nextPage":null}
        """
    static let oneLaunch = """
        {"id":"5eb87cd9ffd86e000604b32a","name":"FalconSat","date_utc":"2006-03-24T22:30:00.000Z","flight_number":1}
        """

    static func json(
        _ body: String, status: Int = 200, headers: [String: String] = [:]
    ) -> HTTPTransportSpy.Response {
        var all = ["Content-Type": "application/json; charset=utf-8"]
        all.merge(headers) { _, new in new }
        return .success(HTTPResponse(status: status, headers: all, body: Data(body.utf8)))
    }

    static func text(_ body: String, status: Int, contentType: String = "text/plain; charset=utf-8")
        -> HTTPTransportSpy.Response
    {
        .success(HTTPResponse(status: status, headers: ["Content-Type": contentType], body: Data(body.utf8)))
    }

    static func status(_ status: Int, headers: [String: String] = [:]) -> HTTPTransportSpy.Response {
        .success(HTTPResponse(status: status, headers: headers))
    }
}

import FakeSpaceXAPI
import LoopbackHTTPServer
import XCTest

/// The API routes, answered in-process.
final class RouterTests: XCTestCase {
    private let server = FakeSpaceXServer.sample()

    func testGetOneDocumentPerCollection() {
        let launch = server.response("GET", "/v5/launches/\(SampleDocuments.launchID(3))")
        XCTAssertEqual(launch.status, 200)
        XCTAssertEqual(launch.json, SampleDocuments.launches[2])
        XCTAssertEqual(launch.text, SampleDocuments.launches[2].description)
        XCTAssertEqual(launch.headers["Content-Type"], "application/json; charset=utf-8")
        XCTAssertEqual(launch.headers["Cache-Control"], "max-age=20")
        XCTAssertEqual(
            server.response("GET", "/v4/launches/\(SampleDocuments.launchID(3))").json, SampleDocuments.launches[2])
        let rocket = server.response("GET", "/v4/rockets/\(SampleDocuments.falcon9)")
        XCTAssertEqual(rocket.json["name"], "Falcon 9")
        XCTAssertEqual(rocket.headers["Cache-Control"], "max-age=86400")
        let pad = server.response("GET", "/v4/launchpads/\(SampleDocuments.slc40.uppercased())/")
        XCTAssertEqual(pad.json["name"], "CCSFS SLC 40")
    }

    func testGetWholeCollections() {
        XCTAssertEqual(server.response("GET", "/v5/launches").json, .array(SampleDocuments.launches))
        XCTAssertEqual(server.response("GET", "/v4/launches?x=1").json.arrayValue?.count, 6)
        XCTAssertEqual(server.response("GET", "/v4/rockets").json, .array(SampleDocuments.rockets))
        XCTAssertEqual(server.response("GET", "/v4/launchpads").json, .array(SampleDocuments.launchpads))
        XCTAssertEqual(server.response("GET", "/v4/launchpads").headers["Cache-Control"], "max-age=86400")
    }

    func testUnknownMalformedAndMissingAreNotFoundText() {
        for target in [
            "/v5/launches/123", "/v5/launches/zzzzzzzzzzzzzzzzzzzzzzzz", "/v5/launches/5eb87cd9ffd86e000604b3ff",
            "/v5/rockets", "/v3/launches", "/", "/v4", "/v5/launches/query", "/v4/rockets/\(SampleDocuments.falcon9)/x",
        ] {
            let response = server.response("GET", target)
            XCTAssertEqual(response.status, 404, target)
            XCTAssertEqual(response.text, "Not Found", target)
            XCTAssertEqual(response.headers["Content-Type"], "text/plain; charset=utf-8", target)
        }
        XCTAssertEqual(server.response("POST", "/v4/rockets").status, 404)
        XCTAssertEqual(server.response("DELETE", "/v4/rockets/\(SampleDocuments.falcon9)").status, 404)
        XCTAssertEqual(server.response("POST", "/v4/rockets/other").status, 404)
    }

    func testQueryRoutesAnswerWithTheEnvelope() {
        let launches = server.query("/v5/launches/query", ["query": ["upcoming": false], "options": ["limit": 2]])
        XCTAssertEqual(launches.status, 200)
        XCTAssertEqual(launches.headers["Cache-Control"], "max-age=300")
        XCTAssertEqual(launches.json["totalDocs"], 5)
        XCTAssertEqual(launches.json["docs"]?.arrayValue?.count, 2)
        XCTAssertEqual(server.query("/v4/launches/query", [:]).json["totalDocs"], 6)
        XCTAssertEqual(
            server.query("/v4/rockets/query", ["options": ["sort": ["name": "desc"]]]).json["docs"]?.arrayValue?.first?[
                "name"], "Falcon 9")
        XCTAssertEqual(
            server.query("/v4/launchpads/query", ["query": ["rockets": .string(SampleDocuments.falcon1)]]).json[
                "totalDocs"], 1)
        XCTAssertTrue(launches.text.hasPrefix("{\"docs\":[{\"links\""))
    }

    func testBodyWithoutJSONContentTypeIsReadAsEmpty() {
        let body = #"{"query":{"name":"CRS-1"}}"#
        let plain = server.response("POST", "/v5/launches/query", body: body, headers: ["Content-Type": "text/plain"])
        XCTAssertEqual(plain.json["totalDocs"], 6)
        XCTAssertEqual(server.response("POST", "/v5/launches/query", body: body).json["totalDocs"], 6)
        let json = server.response(
            "POST", "/v5/launches/query", body: body, headers: ["content-type": "Application/JSON; charset=utf-8"])
        XCTAssertEqual(json.json["totalDocs"], 1)
        let vendor = server.response(
            "POST", "/v5/launches/query", body: body, headers: ["Content-Type": "application/vnd.api+json"])
        XCTAssertEqual(vendor.json["totalDocs"], 1)
        let empty = server.response(
            "POST", "/v5/launches/query", body: "  ", headers: ["Content-Type": "application/json"])
        XCTAssertEqual(empty.json["totalDocs"], 6)
    }

    func testInvalidJSONAndBadQueriesAreBadRequestText() {
        let broken = server.response(
            "POST", "/v5/launches/query", body: "{\"query\":", headers: ["Content-Type": "application/json"])
        XCTAssertEqual(broken.status, 400)
        XCTAssertEqual(broken.text, "Unexpected end of JSON input")
        XCTAssertEqual(broken.headers["Content-Type"], "text/plain; charset=utf-8")
        let scalar = server.response(
            "POST", "/v5/launches/query", body: "42", headers: ["Content-Type": "application/json"])
        XCTAssertEqual(scalar.status, 400)
        XCTAssertEqual(scalar.text, "invalid JSON, only supports object and array")
        let populate = server.query("/v5/launches/query", ["options": ["populate": "fuel"]])
        XCTAssertEqual(populate.status, 400)
        XCTAssertTrue(populate.text.hasPrefix("Cannot populate path `fuel`"))
        XCTAssertEqual(server.query("/v5/launches/query", ["query": ["a": ["$bad": 1]]]).text, "unknown operator: $bad")
    }

    func testStrongETagAndNotModified() {
        let target = "/v4/rockets/\(SampleDocuments.falcon9)"
        let first = server.response("GET", target)
        guard let tag = first.headers["ETag"] else { return XCTFail("no ETag") }
        XCTAssertTrue(tag.hasPrefix("\""))
        XCTAssertFalse(tag.hasPrefix("W/"))
        XCTAssertEqual(server.response("GET", target).headers["ETag"], tag)
        XCTAssertNotEqual(server.response("GET", "/v4/rockets/\(SampleDocuments.falcon1)").headers["ETag"], tag)
        for condition in [tag, "W/\(tag)", "\"other\", \(tag)", "*"] {
            let cached = server.response("GET", target, headers: ["If-None-Match": condition])
            XCTAssertEqual(cached.status, 304, condition)
            XCTAssertTrue(cached.body.isEmpty)
            XCTAssertEqual(cached.headers["ETag"], tag)
            XCTAssertEqual(cached.headers["Cache-Control"], "max-age=86400")
        }
        XCTAssertEqual(server.response("GET", target, headers: ["If-None-Match": "\"stale\""]).status, 200)
        let query = server.query("/v4/rockets/query", [:])
        let again = server.response(
            "POST", "/v4/rockets/query", body: "{}",
            headers: ["Content-Type": "application/json", "If-None-Match": query.headers["ETag"] ?? ""])
        XCTAssertEqual(again.status, 304)
    }

    func testHeadIsAnsweredLikeGet() {
        XCTAssertEqual(server.response("HEAD", "/v4/rockets").status, 200)
    }

    func testCachePolicyIsConfigurable() {
        let custom = FakeSpaceXServer.sample(
            FakeSpaceXConfiguration(cachePolicy: FakeCachePolicy(launchesGET: 1, queryPOST: 2, catalogGET: 3)))
        XCTAssertEqual(custom.response("GET", "/v5/launches").headers["Cache-Control"], "max-age=1")
        XCTAssertEqual(custom.query("/v5/launches/query", [:]).headers["Cache-Control"], "max-age=2")
        XCTAssertEqual(custom.response("GET", "/v4/rockets").headers["Cache-Control"], "max-age=3")
        XCTAssertEqual(FakeSpaceXConfiguration.port(8080).server.port, 8080)
        XCTAssertFalse(FakeSpaceXConfiguration().server.keepAlive)
    }
}

import Foundation
import RepositoryDefinitions
import XCTest

@testable import LaunchesCore
@testable import RepositoryImplementations
@testable import SpaceXAPI

/// Decoding rules that keep one odd document from failing a page, and encoding back to the wire format.
final class ModelCodingTests: XCTestCase {
    private let decoder = SpaceXJSON.makeDecoder()

    private func decode<T: SpaceXDecodable>(_ type: T.Type, _ json: String) throws -> T {
        try decoder.decode(type, from: Data(json.utf8))
    }

    func testOnlyTheIdIsRequired() throws {
        XCTAssertEqual(try decode(Launch.self, #"{"id": "a"}"#), Launch(id: "a"))
        XCTAssertThrowsError(try decode(Launch.self, #"{"name": "No id"}"#))
    }

    func testNullsDecodeAsDefaults() throws {
        let json = """
            {"id": "a", "name": null, "upcoming": null, "failures": null, "links": null, "cores": null,
             "crew": null, "payloads": null, "ships": null, "capsules": null, "fairings": null,
             "rocket": null, "launchpad": null, "date_precision": null, "date_utc": null}
            """
        XCTAssertEqual(try decode(Launch.self, json), Launch(id: "a"))
    }

    func testDateUtcFallsBackToDateUnix() throws {
        let launch = try decode(Launch.self, #"{"id": "a", "date_unix": 1143239400}"#)
        XCTAssertEqual(launch.dateUtc, Date(timeIntervalSince1970: 1_143_239_400))
        XCTAssertEqual(launch.dateUnix, 1_143_239_400)
    }

    func testDatePrecisionNeverFails() throws {
        for raw in ["hour", "day", "month", "quarter", "half", "year"] {
            let precision = try decode(DatePrecision.self, "\"\(raw)\"")
            XCTAssertEqual(precision.rawValue, raw)
            XCTAssertTrue(DatePrecision.known.contains(precision))
        }
        XCTAssertEqual(try decode(DatePrecision.self, #""HOUR""#), .hour)
        XCTAssertEqual(try decode(DatePrecision.self, #""fortnight""#), .unknown("fortnight"))
        XCTAssertEqual(DatePrecision.unknown("fortnight").description, "fortnight")
        let launch = try decode(Launch.self, #"{"id": "a", "date_precision": 7}"#)
        XCTAssertNil(launch.datePrecision, "a non-string precision is dropped, not fatal")
    }

    func testLandingTypeMapsRealAndDocumentedSpellings() throws {
        XCTAssertEqual(try decode(LandingType.self, #""Ocean""#), .ocean)
        XCTAssertEqual(try decode(LandingType.self, #""ocean""#), .ocean)
        XCTAssertEqual(try decode(LandingType.self, #""ASDS""#), .asds)
        XCTAssertEqual(try decode(LandingType.self, #""rtls""#), .rtls)
        XCTAssertEqual(try decode(LandingType.self, #""Tower catch""#), .unknown("Tower catch"))
        XCTAssertEqual(LandingType.ocean.rawValue, "Ocean")
        XCTAssertEqual(LandingType.ocean.description, "Ocean")
        XCTAssertEqual(LandingType.asds.label, "drone ship")
        XCTAssertEqual(LandingType.rtls.label, "landing zone")
        XCTAssertEqual(LandingType.ocean.label, "ocean")
        XCTAssertEqual(LandingType.unknown("Tower catch").label, "Tower catch")
        let core = try decode(LaunchCore.self, #"{"landing_type": 42, "landing_success": true}"#)
        XCTAssertNil(core.landingType)
        XCTAssertEqual(core.landingSuccess, true)
    }

    func testReferencesDecodeFromIdOrObject() throws {
        XCTAssertEqual(try decode(RocketReference.self, #""r1""#), RocketReference(id: "r1"))
        XCTAssertEqual(
            try decode(RocketReference.self, #"{"name": "Falcon 9", "type": "rocket", "id": "r1"}"#),
            RocketReference(id: "r1", name: "Falcon 9", type: "rocket"))
        XCTAssertEqual(try decode(SpaceXLaunchpadReference.self, #""p1""#).launchpad, Launchpad(id: "p1"))
        let pad = try decode(
            SpaceXLaunchpadReference.self,
            #"{"name": "KSC LC 39A", "full_name": "Kennedy", "locality": "Cape Canaveral", "region": "Florida","#
                + #" "timezone": "America/New_York", "id": "p1"}"#
        ).launchpad
        XCTAssertEqual(
            pad,
            Launchpad(
                id: "p1", name: "KSC LC 39A", fullName: "Kennedy", locality: "Cape Canaveral", region: "Florida",
                timezone: "America/New_York"))
        XCTAssertTrue(pad.isPopulated)
        XCTAssertFalse(Launchpad(id: "p1").isPopulated)
        XCTAssertThrowsError(try decode(RocketReference.self, #"{"name": "No id"}"#))
    }

    func testCrewDecodesV4IdsAndV5Objects() throws {
        let launch = try decode(
            Launch.self,
            #"{"id": "a", "crew": ["c1", {"crew": "c2", "role": "Commander"}, {"crew": null, "role": null}]}"#)
        XCTAssertEqual(
            launch.crew,
            [CrewAssignment(crew: "c1"), CrewAssignment(crew: "c2", role: "Commander"), CrewAssignment(crew: nil)])
    }

    func testBadURLsBecomeNilWithoutFailingTheDocument() throws {
        let json = """
            {"id": "a", "links": {"patch": {"small": "", "large": "not a url"}, "webcast": "   ",
             "article": 12, "wikipedia": "https://en.wikipedia.org/wiki/DemoSat", "presskit": "relative/path",
             "flickr": {"small": ["", "https://example.com/a.jpg", null, 3], "original": "oops"},
             "reddit": {"campaign": "https://reddit.com/r/spacex", "launch": "", "media": null}}}
            """
        let links = try decode(Launch.self, json).links
        XCTAssertEqual(links.patch, PatchLinks())
        XCTAssertNil(links.webcast)
        XCTAssertNil(links.article)
        XCTAssertNil(links.presskit)
        XCTAssertEqual(links.wikipedia, URL(string: "https://en.wikipedia.org/wiki/DemoSat"))
        XCTAssertEqual(links.flickr.small, [URL(string: "https://example.com/a.jpg")!])
        XCTAssertEqual(links.flickr.original, [])
        XCTAssertEqual(links.reddit, RedditLinks(campaign: URL(string: "https://reddit.com/r/spacex")))
    }

    func testAFullDocumentReadsEveryField() throws {
        let launch = Launch(
            id: "a", name: "Round trip", flightNumber: 7, dateUtc: Date(timeIntervalSince1970: 1_143_239_400),
            dateUnix: 1_143_239_400, dateLocal: Date(timeIntervalSince1970: 1_143_239_400), datePrecision: .hour,
            upcoming: false, success: false, failures: [LaunchFailure(time: 33, altitude: 2, reason: "why")],
            details: "Details", rocket: RocketReference(id: "r", name: "Falcon 1", type: "rocket"),
            launchpad: Launchpad(id: "p", name: "Pad", timezone: "Pacific/Kwajalein"),
            links: LaunchLinks(
                patch: PatchLinks(small: URL(string: "https://a/s.png"), large: URL(string: "https://a/l.png")),
                reddit: RedditLinks(launch: URL(string: "https://reddit.com/x")),
                flickr: FlickrLinks(
                    small: [URL(string: "https://f/1.jpg")!], original: [URL(string: "https://f/2.jpg")!]),
                presskit: URL(string: "https://kit"), webcast: URL(string: "https://youtu.be/x"), youtubeId: "x",
                article: URL(string: "https://article"), wikipedia: URL(string: "https://wiki")),
            cores: [
                LaunchCore(
                    core: "c", flight: 2, gridfins: true, legs: true, reused: true, landingAttempt: true,
                    landingSuccess: true, landingType: .ocean, landpad: "l")
            ],
            crew: [CrewAssignment(crew: "k", role: "Pilot")],
            fairings: LaunchFairings(reused: true, recoveryAttempt: true, recovered: false, ships: ["s"]),
            window: 60, staticFireDateUtc: Date(timeIntervalSince1970: 1_142_553_600),
            staticFireDateUnix: 1_142_553_600,
            tbd: false, net: true, payloads: ["p1"], ships: ["s1"], capsules: ["c1"], autoUpdate: true,
            launchLibraryId: "ll")
        let json = #"""
            {"id": "a", "name": "Round trip", "flight_number": 7, "date_utc": "2006-03-24T22:30:00.000Z",
             "date_unix": 1143239400, "date_local": "2006-03-24T22:30:00.000Z", "date_precision": "hour",
             "upcoming": false, "success": false, "failures": [{"time": 33, "altitude": 2, "reason": "why"}],
             "details": "Details", "rocket": {"id": "r", "name": "Falcon 1", "type": "rocket"},
             "launchpad": {"id": "p", "name": "Pad", "timezone": "Pacific/Kwajalein"},
             "links": {"patch": {"small": "https://a/s.png", "large": "https://a/l.png"},
              "reddit": {"launch": "https://reddit.com/x"},
              "flickr": {"small": ["https://f/1.jpg"], "original": ["https://f/2.jpg"]}, "presskit": "https://kit",
              "webcast": "https://youtu.be/x", "youtube_id": "x", "article": "https://article",
              "wikipedia": "https://wiki"},
             "cores": [{"core": "c", "flight": 2, "gridfins": true, "legs": true, "reused": true,
              "landing_attempt": true, "landing_success": true, "landing_type": "Ocean", "landpad": "l"}],
             "crew": [{"crew": "k", "role": "Pilot"}],
             "fairings": {"reused": true, "recovery_attempt": true, "recovered": false, "ships": ["s"]},
             "window": 60, "static_fire_date_utc": "2006-03-17T00:00:00.000Z", "static_fire_date_unix": 1142553600,
             "tbd": false, "net": true, "payloads": ["p1"], "ships": ["s1"], "capsules": ["c1"], "auto_update": true,
             "launch_library_id": "ll"}
            """#
        XCTAssertEqual(try decode(Launch.self, json), launch)
    }
}

import Foundation
import LaunchesCore
import Testing

@testable import LaunchLibrary

/// The one decoder reads both shapes and never fails a record for one odd field; only a missing id does.
struct TolerantDecodingTests {
    private func launch(_ json: String) throws -> LaunchLibraryLaunch {
        try JSONDecoder().decode(LaunchLibraryLaunch.self, from: Data(json.utf8))
    }

    @Test func onlyTheIdIsRequired() throws {
        #expect(try launch(#"{"id": "a"}"#).mapped == Launch(id: "a", net: true, launchLibraryId: "a"))
        #expect(throws: DecodingError.self) { try launch(#"{"name": "no id"}"#) }
    }

    @Test func oddFieldsBecomeNil() throws {
        let odd = try launch(
            #"{"id": "a", "status": "Go", "net": "soon", "image": 5, "pad": {"latitude": "north"},"#
                + #" "rocket": {"configuration": {"id": "x"}, "launcher_stage": [1, {"launcher_flight_number": "2"}]}}"#
        )
        #expect(odd.status == nil && odd.net == nil && odd.image == nil && odd.pad?.latitude == nil)
        #expect(odd.configuration == nil && odd.stages == [LaunchLibraryStage(flightNumber: 2)])
    }

    @Test(arguments: [
        (Int?(9), "Payload Deployed", ReportedLaunchStatus.payloadDeployed), (7, "Partial Failure", .partialFailure),
        (5, "Hold", .hold), (42, "Scrubbed", .unknown("Scrubbed")), (nil, "TBC", .toBeConfirmed),
    ])
    func statusesMapByIdThenByName(id: Int?, abbrev: String, expected: ReportedLaunchStatus) {
        #expect(LaunchLibraryStatusMapping.status(LaunchLibraryCode(id: id, abbrev: abbrev)) == expected)
    }

    @Test func payloadDeployedIsNeitherUpcomingNorAnOutcome() throws {
        let deployed = try launch(#"{"id": "a", "status": {"id": 9, "abbrev": "Payload Deployed"}}"#).mapped
        #expect(deployed.reportedStatus == .payloadDeployed && !deployed.upcoming && deployed.success == nil)
        #expect(
            LaunchLibraryStatusMapping.status(nil) == nil
                && LaunchLibraryStatusMapping.status(LaunchLibraryCode()) == nil)
    }

    @Test func precisionsMapToTheDomainsPeriods() {
        func map(_ abbrev: String) -> DatePrecision? {
            LaunchLibraryStatusMapping.precision(LaunchLibraryCode(abbrev: abbrev))?.date
        }
        #expect(
            ["HR", "DAY", "WK", "M", "Q2", "H1", "Y", "ZZ"].map(map) == [
                .hour, .day, .unknown("week"), .month, .quarter, .half, .year, .unknown("zz"),
            ])
        #expect(LaunchLibraryStatusMapping.precision(LaunchLibraryCode(abbrev: "hr"))?.time == .hour)
        #expect(LaunchLibraryStatusMapping.precision(nil) == nil)
    }

    @Test func imagesReadAsStringOrObject() throws {
        let old = try launch(#"{"id": "a", "image": "https://x.example/a.jpg"}"#)
        let new = try launch(
            #"{"id": "a", "image": {"image_url": "https://x.example/a.jpg", "thumbnail_url": "https://x.example/t.jpg", "credit": "TSD"}}"#
        )
        #expect(old.image?.url == new.image?.url && new.image?.thumbnailURL?.lastPathComponent == "t.jpg")
        #expect(new.image?.credit == "TSD")
        #expect(try launch(#"{"id": "a", "image": "ftp://x.example/a.jpg"}"#).image?.url == nil)
    }

    @Test func durationsReadAsWholeDays() {
        let cases: [(String, Int?)] = [
            ("P188D", 188), ("PT36H", 1), ("P1Y2M3DT4H", 365 + 60 + 3), ("P2W", 14), ("P1.5D", 1), ("PT", 0),
            ("P", nil), ("188", nil), ("P3X", nil), ("P3", nil), ("PD", nil),
        ]
        for (text, days) in cases {
            #expect(LaunchLibraryDate.days(inDuration: text) == days, "\(text)")
        }
    }

    @Test func youtubeAddressesGiveTheirVideoId() throws {
        let watch = try #require(URL(string: "https://www.youtube.com/watch?v=OT_ZXZUrUcU"))
        let short = try #require(URL(string: "https://youtu.be/abc"))
        let other = try #require(URL(string: "https://x.com/i/broadcasts/1"))
        #expect(LaunchLibraryLaunchMapper.youtubeID(watch) == "OT_ZXZUrUcU")
        #expect(
            LaunchLibraryLaunchMapper.youtubeID(short) == "abc" && LaunchLibraryLaunchMapper.youtubeID(other) == nil)
    }

    @Test func theMissionNameFallsBackToTheLaunchNamesSecondPart() throws {
        #expect(try launch(#"{"id": "a", "name": "Starship | Flight 12"}"#).mapped.name == "Flight 12")
        #expect(try launch(#"{"id": "a", "name": "Odd"}"#).mapped.name == "Odd")
        #expect(try launch(#"{"id": "a", "name": "X | Y", "mission": {"name": "Z"}}"#).mapped.name == "Z")
    }

    @Test func aPlaceholderBoosterSerialIsDroppedAndAReversedWindowIgnored() throws {
        let record = try launch(
            #"{"id": "a", "window_start": "2026-01-02T00:00:00Z", "window_end": "2026-01-01T00:00:00Z","#
                + #" "rocket": {"launcher_stage": [{"launcher": {"serial_number": "Unknown F9"}}]}}"#)
        #expect(record.mapped.cores.first?.serial == nil && record.mapped.window == nil)
    }
}

import Foundation
import RepositoryDefinitions
import SpaceXAPI
import SpaceXArchive
import Testing

@testable import LaunchSitesCore
@testable import RepositoryImplementations

/// The six recorded launchpads decode whole, and odd values are dropped instead of failing a document.
@Suite struct LaunchpadDecodingTests {
    private let decoder = SpaceXJSON.makeDecoder()

    private func archivePads() throws -> [Launchpad] {
        try decoder.decode([Launchpad].self, from: SpaceXArchive.File.launchpads.data)
    }

    @Test func allSixRecordedPadsDecodeWithEveryField() throws {
        let pads = try archivePads()
        #expect(pads.count == 6)
        for pad in pads {
            #expect(pad.name?.isEmpty == false && pad.fullName?.isEmpty == false)
            #expect(pad.locality != nil && pad.region != nil && pad.timezone != nil)
            #expect(pad.latitude != nil && pad.longitude != nil && pad.status != nil && pad.details != nil)
            #expect(
                pad.launchAttempts != nil && pad.launchSuccesses != nil && (pad.rockets.isEmpty == (pad.name == "STLS"))
            )
            #expect(pad.images?.large.count == 1)
            let detail = LaunchpadDetail(launchpad: pad)
            #expect(detail.timeZone != nil, "time zone of \(detail.name)")
            #expect(detail.coordinates != nil && detail.imageURL != nil)
            #expect(detail.status != .unknown)
        }
        let ksc = try #require(pads.first { $0.id == "5e9e4502f509094188566f88" })
        #expect(ksc.name == "KSC LC 39A" && ksc.locality == "Cape Canaveral" && ksc.region == "Florida")
        #expect(ksc.timezone == "America/New_York" && ksc.status == "active")
        #expect(ksc.rockets.map(\.id).contains("5e9d0d95eda69973a809d1ec"))
    }

    @Test func theThreeStatusesOfTheArchiveAreRecognised() throws {
        let statuses = Set(try archivePads().map { LaunchpadDetail(launchpad: $0).status })
        #expect(statuses == [.active, .retired, .underConstruction])
    }

    @Test func populatedRocketsKeepTheirNamesAndPlainIdsStayIds() throws {
        let json = Data(
            #"{"id":"p","rockets":["a",{"name":"Falcon 9","id":"b"},7,{"name":"x"}],"images":{"large":["nope"," ","https://i.imgur.com/x.png"]},"latitude":"north","launch_attempts":-1}"#
                .utf8)
        let pad = try decoder.decode(Launchpad.self, from: json)
        #expect(pad.rockets == [LaunchpadRocket(id: "a"), LaunchpadRocket(id: "b", name: "Falcon 9")])
        #expect(pad.images?.large == [URL(string: "https://i.imgur.com/x.png")!])
        #expect(pad.latitude == nil && pad.launchAttempts == nil && pad.name == nil)
        let detail = LaunchpadDetail(launchpad: pad)
        #expect(detail.name == "Unknown site" && detail.rocketNames == ["Rocket a", "Falcon 9"])
        #expect(detail.coordinates == nil && detail.launchRecord == "Not recorded" && detail.status == .unknown)
    }

    @Test func rocketsReadAsIdsOrPopulatedObjects() throws {
        let pad = Launchpad(
            id: "p", name: "Pad", rockets: [LaunchpadRocket(id: "a"), LaunchpadRocket(id: "b", name: "Falcon 9")],
            images: LaunchpadPhotos(large: [URL(string: "https://i.imgur.com/x.png")!]))
        let json = #"""
            {"id": "p", "name": "Pad", "rockets": ["a", {"id": "b", "name": "Falcon 9"}],
             "images": {"large": ["https://i.imgur.com/x.png"]}}
            """#
        #expect(try decoder.decode(Launchpad.self, from: Data(json.utf8)) == pad)
    }

    @Test func aDocumentWithoutAnIdIsRefused() {
        #expect(throws: DecodingError.self) { try decoder.decode(Launchpad.self, from: Data("{}".utf8)) }
    }
}

import Foundation
import LaunchesCore
import Testing

@testable import RepositoryImplementations

/// The fields a second source adds to the domain (live status, time precision, booster details): decoded and
/// encoded like the rest, absent (nil) for the r/SpaceX API so its documents encode exactly as before.
struct SourceNeutralAdditionsTests {
    private let decoder = SpaceXJSON.makeDecoder()

    @Test(arguments: ReportedLaunchStatus.known)
    func everyKnownStatusReadsBackFromItsName(status: ReportedLaunchStatus) {
        #expect(ReportedLaunchStatus(rawValue: status.rawValue.uppercased()) == status)
        #expect(status.description == status.rawValue)
    }

    @Test func statusesSayWhetherTheyComeBeforeLaunchOrAreFinal() {
        #expect(ReportedLaunchStatus.known.filter(\.isBeforeLaunch) == [.toBeDetermined, .toBeConfirmed, .go, .hold])
        #expect(ReportedLaunchStatus.known.filter(\.isFinal) == [.success, .partialFailure, .failure])
        #expect(ReportedLaunchStatus(rawValue: "Exploded") == .unknown("Exploded"))
        #expect(!ReportedLaunchStatus.unknown("x").isBeforeLaunch && !ReportedLaunchStatus.unknown("x").isFinal)
    }

    @Test func theAdditionsRoundTripThroughTheWireFormat() throws {
        let launch = Launch(
            id: "a", cores: [LaunchCore(serial: "B1067", landingSite: "JRTI", turnaroundDays: 33)],
            reportedStatus: .payloadDeployed, timePrecision: .minute)
        let data = try SpaceXJSON.makeEncoder().encode(launch)
        #expect(try decoder.decode(Launch.self, from: data) == launch)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""reported_status":"Payload Deployed""#))
        #expect(text.contains(#""time_precision":"minute""#))
    }

    @Test func aLaunchWithoutThemEncodesNoNewKeys() throws {
        let text = String(
            decoding: try SpaceXJSON.makeEncoder().encode(Launch(id: "a", cores: [LaunchCore()])), as: UTF8.self)
        for key in ["reported_status", "time_precision", "serial", "landing_site", "turnaround_days"] {
            #expect(!text.contains(key), "\(key)")
        }
    }

    @Test func anUnknownTimePrecisionIsDroppedNotAnError() throws {
        let launch = try decoder.decode(Launch.self, from: Data(#"{"id": "a", "time_precision": "fortnight"}"#.utf8))
        #expect(launch.timePrecision == nil)
    }
}

import Foundation
import LaunchesCore
import Testing

/// The live status a second source reports: read from its name, and whether it comes before launch or is final.
struct ReportedLaunchStatusTests {
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
}

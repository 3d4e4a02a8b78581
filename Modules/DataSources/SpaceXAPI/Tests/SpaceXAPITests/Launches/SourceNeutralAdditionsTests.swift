import Foundation
import LaunchesCore
import SpaceXAPI
import Testing

@testable import RepositoryImplementations

/// The fields another source adds to the domain (live status, time precision, booster details) are not the r/SpaceX
/// API's: its documents leave them nil even when a document carries such keys.
struct SourceNeutralAdditionsTests {
    @Test func anRSpaceXDocumentNeverCarriesTheAdditions() throws {
        let json = #"""
            {"id": "a", "reported_status": "Go", "time_precision": "minute",
             "cores": [{"core": "c", "serial": "B1067", "landing_site": "JRTI", "turnaround_days": 33}]}
            """#
        let launch = try SpaceXJSON.makeDecoder().decode(SpaceXDocument<Launch>.self, from: Data(json.utf8)).value
        #expect(launch.reportedStatus == nil && launch.timePrecision == nil)
        #expect(launch.cores == [LaunchCore(core: "c")])
    }
}

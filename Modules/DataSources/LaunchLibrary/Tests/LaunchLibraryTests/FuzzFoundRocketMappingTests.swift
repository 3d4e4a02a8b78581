import Foundation
import RocketsCore
import Testing

@testable import LaunchLibrary

/// Inputs `scripts/fuzz` found that stopped the program while mapping a launcher configuration to a rocket: a
/// mass or capacity that is not a finite number within `Int` (sent as `"nan"`, `"inf"` or `1e300`), and a success
/// count so large that times 100 overflows (fixed on main by lane A's validated numbers, `ServerNumber`). The rocket
/// is mapped with those fields left empty or bounded.
struct FuzzFoundRocketMappingTests {
    private func rocket(_ json: String) throws -> Rocket {
        LaunchLibraryRocketMapper.rocket(
            try JSONDecoder().decode(LaunchLibraryConfiguration.self, from: Data(json.utf8)))
    }

    @Test(arguments: [#""nan""#, #""inf""#, #""-inf""#, "1e300", "-1e300"])
    func aMassOrCapacityOutsideWholeNumbersIsLeftOut(_ value: String) throws {
        let mapped = try rocket(#"{"id": 1, "name": "X", "launch_mass": \#(value), "leo_capacity": \#(value)}"#)
        #expect(mapped.mass == nil)
        #expect(mapped.payloadWeights.isEmpty)
    }

    @Test func aMassInRangeIsStillMapped() throws {
        let mapped = try rocket(#"{"id": 1, "name": "X", "launch_mass": 549, "gto_capacity": 8300}"#)
        #expect(mapped.mass?.kg == 549_000)
        #expect(mapped.payloadWeights.map(\.kg) == [8300])
    }

    @Test func aHugeSuccessCountIsNoCrash() throws {
        // Counts past ServerNumber.largestCount are unknown, so no rate; within it the rate is bounded.
        let huge = try rocket(
            #"{"id": 1, "name": "X", "total_launch_count": 9000000000000000000, "successful_launches": 9000000000000000000}"#
        )
        #expect(huge.successRatePct == nil)
        let over = try rocket(#"{"id": 1, "name": "X", "total_launch_count": 1, "successful_launches": 1000000000}"#)
        #expect(over.successRatePct == 100)
        let half = try rocket(
            #"{"id": 1, "name": "X", "total_launch_count": 1000000000, "successful_launches": 500000000}"#)
        #expect(half.successRatePct == 50)
        let falcon = try rocket(#"{"id": 1, "name": "X", "total_launch_count": 625, "successful_launches": 624}"#)
        #expect(falcon.successRatePct == 99)
    }
}

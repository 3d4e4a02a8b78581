import Foundation
import RocketsCore
import Testing

@testable import LaunchLibrary

/// Numbers a server may send that no real vehicle or pad has: each is shown as unknown, never a crash.
struct HostileNumberMappingTests {
    /// A configuration with every figure set to `figure` and every count to `count`, as JSON text.
    private func configuration(figure: String, count: String) throws -> LaunchLibraryConfiguration {
        let json = """
            {"id": 164, "name": "Falcon 9", "max_stage": \(count), "length": \(figure), "diameter": \(figure),
             "launch_mass": \(figure), "to_thrust": \(figure), "leo_capacity": \(figure), "gto_capacity": \(figure),
             "launch_cost": \(count), "total_launch_count": \(count), "successful_launches": \(count),
             "failed_launches": \(count), "pending_launches": \(count), "attempted_landings": \(count),
             "successful_landings": \(count)}
            """
        return try JSONDecoder().decode(LaunchLibraryConfiguration.self, from: Data(json.utf8))
    }

    /// Every figure and count of the mapped rocket is unknown.
    private func expectUnknown(_ rocket: Rocket, _ comment: Comment) {
        #expect(rocket.height == nil && rocket.diameter == nil && rocket.mass == nil, comment)
        #expect(rocket.payloadWeights.isEmpty && rocket.firstStage == nil, comment)
        #expect(rocket.successRatePct == nil && rocket.stages == nil, comment)
        #expect(rocket.flightRecord == RocketFlightRecord(), comment)
    }

    @Test(arguments: ["1e300", "-1e300", "\"NaN\"", "\"nan\"", "\"inf\"", "\"-Infinity\""])
    func figuresOutOfRangeAreUnknown(figure: String) throws {
        let rocket = LaunchLibraryRocketMapper.rocket(try configuration(figure: figure, count: "null"))
        expectUnknown(rocket, "\(figure)")
        #expect(rocket.name == "Falcon 9")
    }

    @Test(arguments: ["9223372036854775807", "-9223372036854775808", "\"9223372036854775807\"", "-1", "1e300"])
    func countsOutOfRangeAreUnknown(count: String) throws {
        let rocket = LaunchLibraryRocketMapper.rocket(try configuration(figure: "null", count: count))
        expectUnknown(rocket, "\(count)")
        #expect(rocket.costPerLaunch == nil, "\(count)")
    }

    @Test func theDetailAndRowOfAHostileRocketSayUnknown() throws {
        let rocket = LaunchLibraryRocketMapper.rocket(
            try configuration(figure: "1e300", count: "9223372036854775807"))
        let detail = RocketDetail(rocket: rocket)
        #expect(detail.successRate == RocketFormatter.successRate(nil))
        #expect(RocketRow(rocket: rocket).successRate == RocketFormatter.successRate(nil))
    }

    @Test func realFiguresPassUnchanged() throws {
        let rocket = LaunchLibraryRocketMapper.rocket(try configuration(figure: "549.054", count: "625"))
        #expect(rocket.mass == Mass(kg: 549_054, lb: 1_210_455))
        #expect(rocket.height?.meters == 549.054 && rocket.flightRecord?.launches == 625)
        #expect(rocket.successRatePct == 100 && rocket.costPerLaunch == 625)
    }

    @Test func padCoordinatesAndCountsOutOfRangeAreUnknown() {
        var pad = LaunchLibraryPad(id: 87, name: "LC-39A", latitude: .nan, longitude: 1e300)
        pad.launchCount = .max
        let site = LaunchLibrarySiteMapper.launchpad(pad)
        #expect(site?.latitude == nil && site?.longitude == nil && site?.launchAttempts == nil)
    }
}

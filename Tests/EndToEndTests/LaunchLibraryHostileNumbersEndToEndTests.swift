import EndToEndSupport
import Foundation
import LoopbackHTTPServer
import XCTest

/// Issue 24: a Launch Library server sending numbers no vehicle has (`launch_mass: 1e300`, `"NaN"`,
/// `successful_launches: Int.max`) makes `spacex --source ll2 rockets` show them as unknown and exit 0; it used to
/// die with SIGILL.
final class LaunchLibraryHostileNumbersEndToEndTests: XCTestCase {
    private var server: LoopbackServer?
    private var spacex: SpaceXProcess!

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        server?.stop()
        spacex?.removeCache()
    }

    /// One Falcon 9 configuration whose figures are `figure` and counts `count`, as JSON text.
    private func vehicle(figure: String, count: String) -> String {
        """
        {"id": 164, "name": "Falcon 9",
         "full_name": "Falcon 9 Block 5", "active": true, "manufacturer": {"name": "SpaceX", "country_code": "USA"},
         "max_stage": \(count), "length": \(figure), "diameter": \(figure), "launch_mass": \(figure),
         "to_thrust": \(figure), "leo_capacity": \(figure), "gto_capacity": \(figure), "launch_cost": \(count),
         "total_launch_count": \(count), "successful_launches": \(count), "failed_launches": \(count),
         "pending_launches": \(count), "attempted_landings": \(count), "successful_landings": \(count)}
        """
    }

    /// `spacex --source ll2 --base-url <server> arguments…` against a server answering with `vehicle` alone when
    /// asked for it by id, else with a vehicles page holding it.
    private func run(_ arguments: [String], serving vehicle: String) throws -> ProcessOutput {
        let server = LoopbackServer { request in
            let body =
                request.path.hasSuffix("/164/")
                ? vehicle : #"{"count": 1, "next": null, "previous": null, "results": [\#(vehicle)]}"#
            return .respond(
                HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
        }
        self.server?.stop()
        try server.start()
        self.server = server
        return try spacex.run(["--source", "ll2", "--base-url", server.baseURL.absoluteString] + arguments)
    }

    func testHugeFiguresAndIntMaxCountsShowAsUnknown() throws {
        let result = try run(["rockets"], serving: vehicle(figure: "1e300", count: "9223372036854775807"))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Falcon 9"), result.stdout)
        let detail = try run(["rocket", "falcon 9"], serving: vehicle(figure: "-1e300", count: "9223372036854775807"))
        XCTAssertEqual(detail.status, 0, detail.stderr)
        XCTAssertTrue(detail.stdout.contains("Falcon 9"), detail.stdout)
        XCTAssertFalse(detail.stdout.contains("e+300") || detail.stdout.contains("9,223,372"), detail.stdout)
    }

    func testNaNStringsShowAsUnknown() throws {
        let result = try run(["rocket", "falcon 9"], serving: vehicle(figure: "\"NaN\"", count: "\"NaN\""))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("Falcon 9"), result.stdout)
        XCTAssertFalse(result.stdout.contains("NaN") || result.stdout.contains("nan "), result.stdout)
    }
}

import EndToEndSupport
import ScriptPrinting
import XCTest

/// What one fault must look like to the user on one screen, with nothing cached and with a stale cache.
struct FaultExpectation {
    /// The outcome of one faulted run.
    enum Outcome {
        /// Exit 1, nothing on stdout, exactly `spacex: <message>` on stderr (in the message style).
        case fails(String)
        /// Exit 0 on the saved data, with the notice `showing saved data from <age>: <message>`.
        case saved(String)
        /// The fault does not apply to this screen's request: exit 0, live data, no message.
        case unaffected

        /// Whether the run is a normal one (a fresh cache then answers the next run without a request).
        var isUnaffected: Bool {
            if case .unaffected = self { true } else { false }
        }
    }

    /// With nothing cached.
    var cold: Outcome
    /// With the data cached but stale.
    var stale: Outcome
    /// Requests per faulted run: 3 for transient faults (retried), 1 for the rest.
    var attempts: Int

    /// A fault that fails with `message` when nothing is cached and shows the saved data when something is.
    static func fails(_ message: String, attempts: Int) -> FaultExpectation {
        FaultExpectation(cold: .fails(message), stale: .saved(message), attempts: attempts)
    }

    /// A fault this screen's request never meets.
    static let unaffected = FaultExpectation(cold: .unaffected, stale: .unaffected, attempts: 1)
}

extension XCTestCase {
    /// Checks the four runs of every drill against `expected`: each faulted run's exit code and exact message
    /// (or stale notice), the number of requests (retries only where expected), full recovery once the fault
    /// clears, and that no run hit its time limit.
    func assertDrills(
        _ drills: [FaultDrill], expected: (FaultScreen) -> FaultExpectation, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertEqual(drills.count, FaultScreen.allCases.count, "every screen was drilled", file: file, line: line)
        for drill in drills {
            let expectation = expected(drill.screen)
            let screen = drill.screen.rawValue
            for (phase, run) in [
                ("cold", drill.cold), ("recovered", drill.recovered), ("stale", drill.stale),
                ("revalidated", drill.revalidated),
            ] {
                XCTAssertFalse(run.output.timedOut, "\(screen), \(phase): the run is bounded", file: file, line: line)
            }
            assertOutcome(
                expectation.cold, of: drill.cold, screen: drill.screen, phase: "cold", file: file, line: line)
            XCTAssertEqual(
                drill.cold.requests, expectation.attempts, "\(screen), cold: attempts", file: file, line: line)
            assertOutcome(
                .unaffected, of: drill.recovered, screen: drill.screen, phase: "recovered", file: file, line: line)
            assertOutcome(
                expectation.stale, of: drill.stale, screen: drill.screen, phase: "stale", file: file, line: line)
            XCTAssertEqual(
                drill.stale.requests, expectation.attempts, "\(screen), stale: attempts", file: file, line: line)
            assertOutcome(
                .unaffected, of: drill.revalidated, screen: drill.screen, phase: "revalidated", file: file, line: line)
            if !expectation.cold.isUnaffected {
                XCTAssertEqual(drill.recovered.requests, 1, "\(screen), recovered: one request", file: file, line: line)
            }
            if !expectation.stale.isUnaffected {
                XCTAssertEqual(
                    drill.revalidated.requests, 1, "\(screen), revalidated: one request", file: file, line: line)
            }
        }
    }

    private func assertOutcome(
        _ outcome: FaultExpectation.Outcome, of run: FaultDrill.Run, screen: FaultScreen, phase: String,
        file: StaticString, line: UInt
    ) {
        let output = run.output
        let name = "\(screen.rawValue), \(phase)"
        switch outcome {
        case .fails(let message):
            XCTAssertEqual(output.status, 1, "\(name): exit code", file: file, line: line)
            XCTAssertEqual(
                output.stderr, "spacex: \(Console.styled(message))\n", "\(name): message", file: file, line: line)
            XCTAssertEqual(output.stdout, "", "\(name): nothing shown", file: file, line: line)
        case .saved(let message):
            XCTAssertEqual(output.status, 0, "\(name): exit code", file: file, line: line)
            XCTAssertEqual(
                output.stderr,
                "spacex: warning: showing saved data from \(screen.staleAge.phrase): \(Console.styled(message))\n",
                "\(name): notice", file: file, line: line)
            XCTAssertTrue(
                output.stdout.contains(screen.marker) && !output.stdout.contains(ArchiveNotice.marker),
                "\(name): the saved data is shown:\n\(output.stdout)", file: file, line: line)
        case .unaffected:
            XCTAssertEqual(output.status, 0, "\(name): exit code", file: file, line: line)
            XCTAssertEqual(output.stderr, "", "\(name): no message", file: file, line: line)
            XCTAssertTrue(
                output.stdout.contains(screen.marker) && !output.stdout.contains(ArchiveNotice.marker),
                "\(name): live data:\n\(output.stdout)", file: file, line: line)
        }
    }
}

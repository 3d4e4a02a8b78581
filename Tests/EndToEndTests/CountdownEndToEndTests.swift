import EndToEndSupport
import Foundation
import LaunchesCore
import LaunchesMocks
import XCTest

/// Issue 28, item 1, in a pseudo-terminal replayed through libvterm's `unterm`: a launch served a few seconds
/// ahead (r/SpaceX: known to the hour) counts down in its detail (`T-01h`), then through T-0 shows the time since
/// (`T+00h`) with what is known ("launched just now; awaiting the outcome"); the countdown froze before T-0.
/// The clock is the machine's, the launch's time is set from it (LaunchDetailControllerTests and
/// LaunchDetailCountdownTests step an injected clock through T-0 and a day beyond).
final class CountdownEndToEndTests: XCTestCase {
    func testTheDetailCountsThroughTMinusZeroAndSaysTheOutcomeIsAwaitedAt80By24And44By20() throws {
        for (columns, rows) in [(80, 24), (44, 20)] {
            let size = "\(columns)×\(rows)"
            var launch = try XCTUnwrap(LaunchMocks.sampleDataset.first { $0.rocket != nil && $0.launchpad != nil })
            launch.id = "5f00000000000000000c0de1"
            launch.name = "Countdown Launch"
            launch.dateUtc = Date().addingTimeInterval(12).rounded()
            launch.datePrecision = .hour
            launch.upcoming = true
            launch.success = nil
            launch.failures = []
            let server = try ArchiveAPIServer.start(extraLaunches: [launch])
            defer { server.stop() }
            let spacex = try SpaceXProcess()
            defer { spacex.removeCache() }
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--base-url", server.baseURL.absoluteString, "--images", "none"], columns: columns, rows: rows)
            defer { if process.isRunning { process.terminate() } }
            // The browser opens on Upcoming, soonest first: r/SpaceX's are those flagged upcoming, the archive's
            // (2022) before this one, the last row.
            let first = String(LaunchMocks.soonestUpcoming.name.prefix(15))  // wide rows cut long names
            terminal.waitForScreen { $0.contains("› \(first)") }
            terminal.type("G")
            terminal.waitForScreen { $0.contains("› Countdown Launch") }
            terminal.type("\r")
            // r/SpaceX gives no time precision: to the hour, the countdown reads T-01h until T-0.
            let before = terminal.waitForScreen { $0.contains("T-01h") }
            XCTAssertTrue(before.contains("T-01h"), "\(size): counting down:\n\(before.text)")
            let note = "launched just now; awaiting the outcome"
            let after = terminal.waitForScreen(timeout: 30) {
                $0.contains("T+00h") && Self.words(of: $0).contains(note)
            }
            XCTAssertTrue(after.contains("T+00h"), "\(size): the time since T-0:\n\(after.text)")
            XCTAssertTrue(Self.words(of: after).contains(note), "\(size): what is known:\n\(after.text)")
            XCTAssertTrue(terminal.readUntilQuiet(for: 0.3), "\(size): a frame is whole")
            let differences = try terminal.rowsRenderedOtherwise()
            XCTAssertTrue(differences.isEmpty, "\(size): \(differences.joined(separator: "\n"))")
            XCTAssertEqual(terminal.readUntilExit(of: process, typing: "q"), .exit(0), "\(size): q quits")
        }
    }

    /// The screen's words on one line, so a note wrapped at 44 columns reads whole.
    private static func words(of screen: ScreenEmulator) -> String {
        screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension Date {
    /// This date on a whole second.
    fileprivate func rounded() -> Date { Date(timeIntervalSince1970: timeIntervalSince1970.rounded(.up)) }
}

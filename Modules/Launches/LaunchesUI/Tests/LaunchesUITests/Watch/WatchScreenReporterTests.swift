import Foundation
import LaunchesCore
import SharedPresentation
import XCTest

@testable import LaunchesUI

/// The live screen's reporter draws on its surface after each request, event and snapshot, and a failed `--exec`
/// shows in the bottom row instead of the standard error a full screen would be drawn over.
@MainActor
final class WatchScreenReporterTests: XCTestCase {
    /// A surface that keeps what it was asked to draw.
    private final class RecordingSurface: LiveTextSurface {
        let columns = 60
        let rows = 10
        var frames: [[String]] = []
        func start(quit: @escaping @Sendable () -> Void, resized: @escaping @MainActor () -> Void) throws {}
        func draw(_ rows: [String]) { frames.append(rows) }
        func stop() {}
    }

    func testEachChangeIsDrawnAndAWarningTakesTheBottomRow() async {
        let surface = RecordingSurface()
        let now = Date(timeIntervalSince1970: 1_779_488_400)
        let reporter = WatchScreenReporter(surface: surface, timeZone: TimeZone(identifier: "UTC")!, now: { now })
        let facts = LaunchFacts(name: "Starship Flight 12", net: now.addingTimeInterval(600), datePrecision: .hour)
        reporter.show(WatchSnapshot(now: now, launches: [("f12", facts)], lastEvent: [:], lastRequest: nil))
        reporter.requested(WatchRequest(time: now, wasSent: true, launches: 1, next: now.addingTimeInterval(240)))
        await reporter.report(WatchEvent(kind: .leadTime(600), time: now, launchID: "f12", facts: facts))
        reporter.warn("--exec command exited with status 3: false")
        reporter.stop()
        XCTAssertEqual(surface.frames.count, 4)
        XCTAssertTrue(
            surface.frames[0][2].hasPrefix("Starship Flight 12") && surface.frames[0][2].hasSuffix("T-00:10:00"))
        XCTAssertTrue(surface.frames[1][9].hasPrefix("Asked 22:20:00 UTC · next 22:24:00 UTC"), surface.frames[1][9])
        XCTAssertTrue(
            surface.frames[2].contains { $0.contains("Starship Flight 12: T-10m, NET 22 May 2026") },
            "\(surface.frames[2])")
        XCTAssertTrue(
            surface.frames[3][9].hasPrefix("Warning: --exec command exited with status 3"), surface.frames[3][9])
        XCTAssertTrue(surface.frames.allSatisfy { $0.count == 10 && $0.allSatisfy { StyledLine($0).width <= 60 } })
    }
}

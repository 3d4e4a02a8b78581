import EndToEndSupport
import Foundation
import XCTest

/// The reliability suites' way to run the binary in script mode: as `SpaceXProcess.execute` (same environment,
/// limit and result), but through ``MeasuredRun``, so every run's peak memory comes from `wait4` and is checked
/// against ``MeasuredRun/memoryCap`` (issue 18: bad input never costs unbounded memory); and the check of a
/// browser's peak memory, read from `/proc` while it runs.
extension SpaceXProcess {
    /// Runs `spacex arguments…`, killed after `timeout` seconds, and fails the test when its peak memory
    /// reached ``MeasuredRun/memoryCap``.
    func executeMeasured(
        _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ProcessOutput {
        let run = try MeasuredRun.spacexBlocking(arguments, runner: self, environment: environment, limit: timeout)
        XCTAssertLessThan(
            run.peakMemory, MeasuredRun.memoryCap, "\(arguments): peak memory \(run.peakMemory >> 20) MB", file: file,
            line: line)
        return run.output
    }

    /// Fails the test when the still-running `process` (a browser in a pseudo-terminal) has reached
    /// ``MeasuredRun/memoryCap``; call it just before ending the process, as its peak so far is read from `/proc`.
    func assertPeakMemoryUnderCap(
        of process: Process, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let peak = MeasuredRun.peakMemory(ofRunning: process.processIdentifier) else {
            XCTFail("\(what): the process ended before its peak memory was read", file: file, line: line)
            return
        }
        XCTAssertLessThan(peak, MeasuredRun.memoryCap, "\(what): peak memory \(peak >> 20) MB", file: file, line: line)
    }
}

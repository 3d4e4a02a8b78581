import EndToEndSupport
import Foundation
import XCTest

extension SpaceXProcess {
    /// Runs `spacex arguments…`; fails the test if it runs longer than `timeout` (the process is then killed).
    func run(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: TimeInterval = 30,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> ProcessOutput {
        let result = try execute(arguments, environment: extra, timeout: timeout)
        if result.timedOut {
            XCTFail(
                "spacex \(arguments.joined(separator: " ")) ran longer than \(Int(timeout)) s", file: file, line: line)
        }
        return result
    }
}

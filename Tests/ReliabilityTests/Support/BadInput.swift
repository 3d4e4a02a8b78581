import EndToEndSupport
import FakeSpaceXAPI
import XCTest

/// One row of the bad-input table: a command line, the exit code and the exact one-line message it must give.
struct BadInput {
    /// What the row tries, for failure messages.
    let label: String
    /// The arguments after `spacex` (the fake's `--base-url` is added unless `addsBaseURL` is false).
    let arguments: [String]
    /// Extra environment.
    var environment: [String: String] = [:]
    /// 2 for a usage error (then the usage line follows the message), 1 for a runtime error.
    let status: Int32
    /// The message after `spacex: `.
    let message: String
    /// Whether to point the run at the fake API.
    var addsBaseURL = true

    /// A usage error (exit 2).
    static func usage(
        _ label: String, _ arguments: [String], _ message: String, environment: [String: String] = [:],
        addsBaseURL: Bool = true
    ) -> BadInput {
        BadInput(
            label: label, arguments: arguments, environment: environment, status: 2, message: message,
            addsBaseURL: addsBaseURL)
    }

    /// A runtime error (exit 1).
    static func runtime(_ label: String, _ arguments: [String], _ message: String) -> BadInput {
        BadInput(label: label, arguments: arguments, status: 1, message: message)
    }
}

extension XCTestCase {
    /// Runs every row against the built binary and checks its exit code, its exact message (followed by the usage
    /// line for usage errors), that nothing reached stdout, and that usage errors never touched the network.
    func assertBadInputs(
        _ rows: [BadInput], server: FakeSpaceXServer, spacex: SpaceXProcess, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        for row in rows {
            server.recorder.reset()
            let arguments = row.arguments + (row.addsBaseURL ? ["--base-url", server.baseURL.absoluteString] : [])
            let result = try spacex.execute(arguments, environment: row.environment, timeout: 20)
            assertBadInput(row, result, requests: server.requests.count, file: file, line: line)
        }
    }

    /// Checks one row's result.
    func assertBadInput(
        _ row: BadInput, _ result: ProcessOutput, requests: Int, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(result.timedOut, "\(row.label): bounded", file: file, line: line)
        XCTAssertEqual(
            result.status, row.status, "\(row.label): exit code; stderr: \(result.stderr)", file: file, line: line)
        let lines = result.stderrLines
        XCTAssertEqual(lines.first, "spacex: \(row.message)", "\(row.label): message", file: file, line: line)
        if row.status == 2 {
            XCTAssertEqual(lines.count, 2, "\(row.label): message and usage: \(lines)", file: file, line: line)
            XCTAssertTrue(
                lines.last?.hasPrefix("usage: spacex") == true, "\(row.label): usage line", file: file, line: line)
            XCTAssertEqual(requests, 0, "\(row.label): a usage error costs no request", file: file, line: line)
        } else {
            XCTAssertEqual(lines.count, 1, "\(row.label): one line: \(lines)", file: file, line: line)
        }
        XCTAssertEqual(result.stdout, "", "\(row.label): nothing on stdout", file: file, line: line)
    }
}

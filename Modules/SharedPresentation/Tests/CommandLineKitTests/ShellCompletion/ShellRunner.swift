import Foundation
import XCTest

/// Runs a shell on a script and returns its standard output; skips the test when the shell is not installed.
enum ShellRunner {
    /// The output of `shell arguments… script`, the script given on the command line; fails on errors.
    static func run(
        _ shell: String, arguments: [String], script: String, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        guard
            let path = ["/usr/bin/\(shell)", "/bin/\(shell)", "/usr/local/bin/\(shell)", "/opt/homebrew/bin/\(shell)"]
                .first(where: FileManager.default.isExecutableFile(atPath:))
        else { throw XCTSkip("\(shell) is not installed; its completion script is checked by text only") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [script]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, errorText, file: file, line: line)
        XCTAssertEqual(errorText, "", "\(shell) reports no errors", file: file, line: line)
        return text
    }

    /// `script` written to a new temporary file, removed by the caller.
    static func temporaryFile(_ script: String, named name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)")
        try script.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

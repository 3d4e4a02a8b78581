import Foundation

/// Measures a program's peak resident set size with GNU time (`time -f %M`), a small process that reads the
/// figure from `wait4`'s resource usage of its child.
///
/// Reading `wait4` here instead would be wrong: at `exec` Linux carries the spawning process's high-water mark
/// over to the child, so every child of this (large) process would report at least this process's size.
struct PeakMemoryProbe {
    /// The GNU time executable.
    let timeCommand: String

    /// The peak resident set size of one run of `executable`, in kilobytes.
    func peakKilobytes(of executable: String, arguments: [String], environment: [String: String]) throws -> Int {
        let report = NSTemporaryDirectory() + "spacex-bench-rss-\(getpid())-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: report) }
        _ = try ChildProcess(
            executable: timeCommand, arguments: ["-f", "%M", "-o", report, executable] + arguments,
            environment: environment
        ).runExpectingSuccess()
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let last = text.split(whereSeparator: \.isNewline).last, let kilobytes = Int(last) else {
            throw BenchError("\(timeCommand) -f %M did not report a size (is it GNU time?): \(text)")
        }
        return kilobytes
    }
}

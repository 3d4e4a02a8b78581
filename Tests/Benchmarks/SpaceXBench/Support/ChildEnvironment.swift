import Foundation

/// The environment of every measured child process, the same for `spacex`, the floor program and `curl`:
/// UTC dates, no colour, 120 columns, and nothing else from the caller but `PATH` and `HOME`.
enum ChildEnvironment {
    /// The shared environment plus `extra`.
    static func make(_ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? NSTemporaryDirectory(),
            "TZ": "UTC",
            "LANG": "C.UTF-8",
            "NO_COLOR": "1",
            "COLUMNS": "120",
            "TERM": "dumb",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }
}

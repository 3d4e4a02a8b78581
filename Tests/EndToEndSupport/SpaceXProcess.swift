import Foundation

/// Runs the built `spacex` binary as a user would, with a time limit, each runner with its own cache directory.
public struct SpaceXProcess: Sendable {
    /// The built executable, next to the test bundle in the build's products directory.
    public static var executable: URL {
        get throws { try executable(named: "spacex") }
    }

    /// The built executable `name` (`spacex`, or a test's variant such as `spacex-busy`) next to the test bundle.
    public static func executable(named name: String) throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        if let products = bundle?.bundleURL.deletingLastPathComponent() {
            let candidate = products.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw EndToEndSupportError("the \(name) executable was not built next to the tests (run `swift build`)")
    }

    /// The cache directory every run of this runner uses (`SPACEX_CACHE_DIR`).
    public let cacheDirectory: URL

    /// A runner with its own empty cache directory under the temporary directory.
    public init() throws {
        cacheDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("spacex-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
    }

    /// The environment of a run: this process's, minus every setting that changes the app's behaviour, plus a
    /// fixed width, UTC, no config file and this runner's cache directory; `extra` is applied last (an empty value unsets).
    public func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in [
            "SPACEX_API_URL", "SPACEX_REQUEST_TIMEOUT", "SPACEX_REQUEST_DEADLINE", "SPACEX_MAX_RESPONSE_MB",
            "SPACEX_CACHE_LIMIT_MB", "SPACEX_NOW", "NO_COLOR", "FORCE_COLOR", "SPACEX_SOURCE", "SPACEX_LL2_TOKEN",
            // `--images auto` reads these: a test that wants pictures says so with --images.
            "SPACEX_IMAGES", "KITTY_WINDOW_ID", "TERM_PROGRAM", "COLORTERM", "SPACEX_TZ", "SPACEX_THEME",
        ] {
            environment[name] = nil
        }
        environment["SPACEX_CACHE_DIR"] = cacheDirectory.path
        environment["COLUMNS"] = "100"
        environment["TZ"] = "UTC"
        // No config file unless a test writes one: the user's own `~/.config/spacex/config` must not change a run.
        environment["XDG_CONFIG_HOME"] = "/nonexistent/spacex-e2e-config"
        for (key, value) in extra { environment[key] = value.isEmpty ? nil : value }
        return environment
    }

    /// Runs `spacex arguments…`, killing it after `timeout` seconds (``ProcessOutput/timedOut`` then says so);
    /// standard output goes to `standardOutput` when given.
    public func execute(
        _ arguments: [String], environment extra: [String: String] = [:], timeout: TimeInterval = 30,
        standardOutput: FileHandle? = nil
    ) throws -> ProcessOutput {
        try ChildProcess.run(
            try Self.executable, arguments: arguments, environment: environment(extra), timeout: timeout,
            standardOutput: standardOutput)
    }

    /// Deletes the cache directory.
    public func removeCache() {
        try? FileManager.default.removeItem(at: cacheDirectory)
    }
}

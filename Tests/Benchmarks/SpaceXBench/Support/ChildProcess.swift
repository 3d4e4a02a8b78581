import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to completion with `posix_spawn`, its output sent to files, timed on the monotonic clock.
///
/// `Foundation.Process` watches its children from a helper thread, which adds its own latency to every run;
/// spawning and reaping directly keeps the measured time down to the child's own.
struct ChildProcess {
    /// What a finished run left behind.
    struct Outcome {
        /// The exit status, or 128 + the signal number when a signal ended it.
        let status: Int32
        /// Wall time from spawn to reaping, in seconds.
        let seconds: Double
        /// The child's CPU time, user plus system, in seconds (from `wait4`): what it cost, however busy the
        /// machine was.
        var cpuSeconds: Double = 0
        /// What it wrote to standard output (empty when output was discarded).
        let standardOutput: String
        /// What it wrote to standard error (empty when output was discarded).
        let standardError: String
    }

    /// The program's absolute path.
    let executable: String
    /// The arguments after the program name.
    let arguments: [String]
    /// The complete environment of the child.
    let environment: [String: String]
    /// Whether to keep standard output and error (in temporary files) instead of sending them to /dev/null.
    var capturesOutput = false

    /// Runs the program and waits for it.
    func run() throws -> Outcome {
        let outputPath = capturesOutput ? Self.temporaryPath("out") : "/dev/null"
        let errorPath = capturesOutput ? Self.temporaryPath("err") : "/dev/null"
        defer {
            if capturesOutput {
                unlink(outputPath)
                unlink(errorPath)
            }
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var pid = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else {
            throw BenchError("could not start \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchError("wait4 failed for \(executable)") }
        }
        let cpuSeconds = [usage.ru_utime, usage.ru_stime].reduce(0.0) {
            $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let signal = status & 0x7f
        let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
        return Outcome(
            status: exitStatus, seconds: seconds, cpuSeconds: cpuSeconds,
            standardOutput: capturesOutput ? Self.read(outputPath) : "",
            standardError: capturesOutput ? Self.read(errorPath) : "")
    }

    /// Runs the program and throws unless it exits 0.
    func runExpectingSuccess() throws -> Outcome {
        let outcome = try run()
        guard outcome.status == 0 else {
            throw BenchError(
                "\(([executable] + arguments).joined(separator: " ")) exited \(outcome.status): "
                    + outcome.standardError.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return outcome
    }

    private static func temporaryPath(_ suffix: String) -> String {
        NSTemporaryDirectory() + "spacex-bench-\(getpid())-\(UUID().uuidString).\(suffix)"
    }

    private static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

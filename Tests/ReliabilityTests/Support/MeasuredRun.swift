import EndToEndSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the built `spacex` with what the kernel says it cost: its peak memory and CPU time from `wait4`'s
/// `rusage` (of that child alone), so a test can bound memory and prove that waiting is idle without timing
/// anything. The run is killed (SIGKILL) once `limit` seconds pass; a killed run still reports its usage.
struct MeasuredRun: Sendable {
    /// The exit status, or nil when a signal ended the run.
    let status: Int32?
    /// Whether the run hit its limit and was killed.
    let killed: Bool
    /// Standard output and standard error.
    let stdout: String
    let stderr: String
    /// The peak resident memory, in bytes (`ru_maxrss`). An upper bound: Linux records the spawning process's
    /// peak at `exec` (posix_spawn shares its memory until then), so it includes the test runner's own size
    /// at the spawn (about 45–75 MB), never less than the child's peak.
    let peakMemory: Int
    /// User plus system CPU time, in seconds.
    let cpuSeconds: Double

    /// The non-empty lines of standard error.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    /// Runs `spacex arguments…` in `runner`'s environment plus `environment`, for at most `limit` seconds.
    static func spacex(
        _ arguments: [String], runner: SpaceXProcess, environment: [String: String] = [:], limit: TimeInterval
    ) async throws -> MeasuredRun {
        let executable = try SpaceXProcess.executable.path
        let environment = runner.environment(environment)
        return try await OffThread.run { try run(executable, arguments, environment: environment, limit: limit) }
    }

    /// Spawns, waits with `wait4`, and kills at `limit`; blocks the calling thread.
    private static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], limit: TimeInterval
    ) throws -> MeasuredRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-measured-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outPath = folder.appendingPathComponent("out").path
        let errPath = folder.appendingPathComponent("err").path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw EndToEndSupportError("posix_spawn failed: \(spawned)") }

        let state = ReapState()
        let child = pid
        DispatchQueue.global().asyncAfter(deadline: .now() + limit) {
            state.killUnlessReaped(child)
        }
        // Wait for the end without reaping, so the kill timer can never signal a pid already reused; then reap
        // with the child's own usage.
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) < 0, errno == EINTR {}
        let killed = state.markReaped()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exited = (status & 0x7F) == 0
        return MeasuredRun(
            status: exited ? (status >> 8) & 0xFF : nil, killed: killed,
            stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
            peakMemory: Int(usage.ru_maxrss) * 1024,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000
    }
}

/// Whether a child was reaped, so the kill timer never signals a reused pid.
private final class ReapState: @unchecked Sendable {
    // @unchecked Sendable: both flags are read and written only under `lock`.
    private let lock = NSLock()
    private var reaped = false
    private var killed = false

    func killUnlessReaped(_ pid: pid_t) {
        lock.withLock {
            guard !reaped else { return }
            killed = true
            kill(pid, SIGKILL)
        }
    }

    /// Marks the child reaped and says whether the timer killed it.
    func markReaped() -> Bool {
        lock.withLock {
            reaped = true
            return killed
        }
    }
}

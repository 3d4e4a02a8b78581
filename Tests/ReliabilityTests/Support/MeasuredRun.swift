import EndToEndSupport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One run of the built `spacex` with what the kernel says it cost: its peak memory and CPU time from `wait4`'s
/// `rusage` (of that child alone), so a test can bound memory and prove that waiting is idle without timing
/// anything. The run is killed (SIGKILL) once `limit` seconds pass; a killed run still reports its usage.
struct MeasuredRun: Sendable {
    /// The most a run of the built binary may hold in memory (issue 18): 300 MB.
    static let memoryCap = 300 * 1024 * 1024

    /// The exit status, or nil when a signal ended the run.
    let status: Int32?
    /// The signal that ended the run, when one did.
    let signal: Int32?
    /// Whether the run hit its limit and was killed.
    let killed: Bool
    /// Standard output and standard error, byte for byte.
    let stdoutData: Data
    let stderrData: Data
    /// The peak resident memory, in bytes (`ru_maxrss`). An upper bound: Linux records the spawning process's
    /// peak at `exec` (posix_spawn shares its memory until then), so it includes the test runner's own size
    /// at the spawn (about 45–75 MB), never less than the child's peak.
    let peakMemory: Int
    /// User plus system CPU time, in seconds.
    let cpuSeconds: Double

    /// Standard output and standard error as text (invalid UTF-8 shows as U+FFFD).
    var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
    var stderr: String { String(decoding: stderrData, as: UTF8.self) }

    /// The non-empty lines of standard error.
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    /// The run as ``ProcessOutput``, for suites whose checks read that (`SpaceXProcess.execute`'s result).
    var output: ProcessOutput {
        ProcessOutput(
            status: status ?? signal ?? 0, signal: signal, stdoutData: stdoutData, stderrData: stderrData,
            timedOut: killed)
    }

    /// Runs `spacex arguments…` in `runner`'s environment plus `environment`, for at most `limit` seconds.
    static func spacex(
        _ arguments: [String], runner: SpaceXProcess, environment: [String: String] = [:], limit: TimeInterval
    ) async throws -> MeasuredRun {
        try await OffThread.run {
            try spacexBlocking(arguments, runner: runner, environment: environment, limit: limit)
        }
    }

    /// ``spacex(_:runner:environment:limit:)`` blocking the calling thread, for synchronous XCTest cases.
    static func spacexBlocking(
        _ arguments: [String], runner: SpaceXProcess, environment: [String: String] = [:], limit: TimeInterval
    ) throws -> MeasuredRun {
        try run(
            try SpaceXProcess.executable.path, arguments, environment: runner.environment(environment), limit: limit)
    }

    /// The peak resident memory (`VmHWM` in `/proc/<pid>/status`), in bytes, of a process still running: for a
    /// run in a pseudo-terminal, read just before the test ends it. Nil once the process is gone.
    static func peakMemory(ofRunning pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { return nil }
        return kilobytes * 1024
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
        // The runner's own peak now: Linux hands it to the child at `exec` (posix_spawn shares the runner's memory
        // until then), so a `ru_maxrss` no larger than this says nothing of the child (see `childPeak`).
        let runnerPeak = peakMemory(ofRunning: getpid()) ?? 0
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
        // Meanwhile the child's own peak (`VmHWM` of the memory it got at `exec`) is sampled every 2 ms.
        var info = siginfo_t()
        var sampledPeak = 0
        while true {
            info = siginfo_t()
            let waited = waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT | WNOHANG)
            if waited < 0, errno == EINTR { continue }
            #if canImport(Glibc)
                let ended = info._sifields._sigchld.si_pid
            #else
                let ended = info.si_pid
            #endif
            if waited < 0 || ended == pid { break }
            sampledPeak = max(sampledPeak, peakMemory(ofRunning: pid) ?? 0)
            usleep(2_000)
        }
        let killed = state.markReaped()
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        let exited = (status & 0x7F) == 0
        return MeasuredRun(
            status: exited ? (status >> 8) & 0xFF : nil, signal: exited ? nil : status & 0x7F, killed: killed,
            stdoutData: FileManager.default.contents(atPath: outPath) ?? Data(),
            stderrData: FileManager.default.contents(atPath: errPath) ?? Data(),
            peakMemory: childPeak(maxrss: Int(usage.ru_maxrss) * 1024, runnerPeak: runnerPeak, sampled: sampledPeak),
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }

    /// The child's peak: `ru_maxrss` when it exceeds what the runner handed over at `exec` (16 MB of slack for
    /// the runner's growth since it was read), else the child's own sampled peak, which `ru_maxrss` bounds.
    private static func childPeak(maxrss: Int, runnerPeak: Int, sampled: Int) -> Int {
        maxrss > runnerPeak + 16 << 20 ? maxrss : min(maxrss, sampled)
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

import Foundation

/// Runs a program to its end with a time limit and captures what it printed; the engine under ``SpaceXProcess``.
public enum ChildProcess {
    /// Runs `executable` with `arguments` and exactly `environment`; kills it (SIGKILL) once `timeout` passes.
    /// Standard output goes to `standardOutput` when given (then ``ProcessOutput/stdoutData`` is empty).
    public static func run(
        _ executable: URL, arguments: [String], environment: [String: String], timeout: TimeInterval,
        standardOutput: FileHandle? = nil
    ) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        let started = Date()
        try process.run()
        let output = standardOutput == nil ? OutputCollector(stdout.fileHandleForReading) : nil
        let errors = OutputCollector(stderr.fileHandleForReading)
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            _ = finished.wait(timeout: .now() + 10)
        }
        // A child SIGKILL did not end within 10 s (never seen) counts as killed, instead of trapping in Foundation.
        let (status, signal): (Int32, Int32?) =
            switch ProcessEnd.of(process) {
            case .exit(let status): (status, nil)
            case .signal(let number): (number, number)
            case .stillRunning: (SIGKILL, SIGKILL)
            }
        return ProcessOutput(
            status: status, signal: signal, stdoutData: output?.data() ?? Data(),
            stderrData: errors.data(),
            timedOut: timedOut, duration: Date().timeIntervalSince(started))
    }
}

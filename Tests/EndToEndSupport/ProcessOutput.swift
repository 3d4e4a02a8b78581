import Foundation

/// What one run of a program printed and how it ended.
public struct ProcessOutput: Sendable {
    /// The exit status, or the signal number when ``signal`` is set.
    public let status: Int32
    /// The signal that ended the process, when one did.
    public let signal: Int32?
    /// Standard output, byte for byte.
    public let stdoutData: Data
    /// Standard error, byte for byte.
    public let stderrData: Data
    /// Whether the run hit its time limit and was killed.
    public let timedOut: Bool
    /// How long the run took, in seconds.
    public let duration: TimeInterval

    /// Creates a result.
    public init(
        status: Int32, signal: Int32? = nil, stdoutData: Data, stderrData: Data, timedOut: Bool = false,
        duration: TimeInterval = 0
    ) {
        self.status = status
        self.signal = signal
        self.stdoutData = stdoutData
        self.stderrData = stderrData
        self.timedOut = timedOut
        self.duration = duration
    }

    /// Standard output as text (invalid UTF-8 shows as U+FFFD).
    public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }

    /// Standard error as text (invalid UTF-8 shows as U+FFFD).
    public var stderr: String { String(decoding: stderrData, as: UTF8.self) }

    /// The non-empty lines of standard error.
    public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

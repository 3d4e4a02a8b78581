import Foundation

/// Where the app writes: data to standard output, messages to standard error. Injectable so tests capture both.
public struct Console: Sendable {
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })

    /// Writes lines to standard output.
    public func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        out(lines.joined(separator: "\n") + "\n")
    }

    /// Writes `spacex: message` to standard error.
    public func error(_ message: String) {
        err("spacex: \(message)\n")
    }

    /// Writes `spacex: warning: message` to standard error.
    public func warning(_ message: String) {
        err("spacex: warning: \(message)\n")
    }
}

import Foundation

/// A detached tmux session on a private socket, for what only a real terminal with a job-control shell shows
/// (Ctrl-Z, `fg`): keys sent with `send-keys`, the screen read back with `capture-pane`. The caller ends it with
/// ``kill()``.
public final class TmuxSession {
    /// Where tmux is, from `PATH` (then `/usr/bin`); nil when it is not installed.
    public static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private let tmux: URL
    private let socket: String
    private let environment: [String: String]

    /// Starts `bash` (no start-up files, job control on) in a `columns` × `rows` session with `environment`.
    public init(columns: Int, rows: Int, environment: [String: String]) throws {
        guard let tmux = Self.executable else {
            throw EndToEndSupportError(
                "tmux is not installed: run scripts/install-test-tools or apt-get install -y tmux")
        }
        self.tmux = tmux
        socket = FileManager.default.temporaryDirectory.appendingPathComponent("spacex-tmux-\(UUID().uuidString)").path
        self.environment = environment
        // The server tmux forks keeps every descriptor it inherits but 0–2, and Foundation's Process learns of
        // its child's end only when the last of them closes: started through a shell that closes them first.
        let closingInherited =
            "for f in /proc/$$/fd/*; do n=${f##*/}; if [ \"$n\" -gt 2 ]; then eval \"exec $n>&-\"; fi; done; "
            + "exec \"$@\""
        let output = try ChildProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "-c", closingInherited, "bash", tmux.path, "-S", socket, "-f", "/dev/null", "new-session", "-d",
                "-x", String(columns), "-y", String(rows), "bash --norc --noprofile -i",
            ], environment: environment, timeout: 10)
        guard output.status == 0, !output.timedOut else {
            throw EndToEndSupportError("tmux new-session failed: \(output.stderr)")
        }
    }

    /// Sends keys as `tmux send-keys` names them (`Enter`, `C-z`), each argument one key or a literal string.
    public func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// The screen as tmux shows it, one string per row, trailing blanks dropped.
    public func screen() throws -> [String] {
        let output = try run(["capture-pane", "-p", "-t", "0"])
        return output.components(separatedBy: "\n").dropLast().map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// Reads the screen until `condition` holds or `timeout` passes; the screen then.
    @discardableResult
    public func waitForScreen(timeout: TimeInterval = 15, until condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var shown = try screen()
        while !condition(shown), Date() < deadline {
            _ = poll(nil, 0, 100)
            shown = try screen()
        }
        return shown
    }

    /// Ends the session and its programs.
    public func kill() {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(atPath: socket)
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let output = try ChildProcess.run(
            tmux, arguments: ["-S", socket] + arguments, environment: environment, timeout: 10)
        guard output.status == 0, !output.timedOut else {
            throw EndToEndSupportError("tmux \(arguments.joined(separator: " ")) failed: \(output.stderr)")
        }
        return output.stdout
    }
}

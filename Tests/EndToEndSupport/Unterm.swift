import Foundation

/// libvterm's `unterm` (Debian package `libvterm-bin`): renders a recorded byte stream the way a terminal no one
/// here wrote would show it (libvterm is the engine inside Neovim's terminal and Emacs vterm, and it follows
/// xterm's pending wrap), so a test can compare the browser's screen with what the renderer meant to draw.
public enum Unterm {
    /// Where `unterm` is, from `PATH` (then `/usr/bin`); nil when it is not installed.
    public static var executable: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin"]
        return folders.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent("unterm") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The screen `bytes` leave on a `columns` × `rows` terminal: one string per row, trailing blanks dropped
    /// (unterm's plain output). Throws, saying how to install it, when `unterm` is missing or fails.
    public static func screen(of bytes: [UInt8], columns: Int, rows: Int) throws -> [String] {
        guard let executable else {
            throw EndToEndSupportError(
                "unterm is not installed (Debian package libvterm-bin): run scripts/install-test-tools "
                    + "or apt-get install -y libvterm-bin")
        }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("spacex-unterm-\(UUID().uuidString).bytes")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let output = try ChildProcess.run(
            executable, arguments: ["-c", String(columns), "-l", String(rows), file.path],
            environment: ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"], timeout: 30)
        guard output.status == 0, !output.timedOut else {
            throw EndToEndSupportError("unterm failed (status \(output.status)): \(output.stderr)")
        }
        var lines = output.stdout.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}

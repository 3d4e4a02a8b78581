import Foundation

/// libvterm's `unterm` (Debian package `libvterm-bin`): renders a recorded byte stream the way a terminal no one
/// here wrote would show it (libvterm is the engine inside Neovim's terminal and Emacs vterm, and it follows
/// xterm's pending wrap), so a test can compare the browser's screen with what the renderer meant to draw.
///
/// `unterm` reads its file in blocks of ``readSize`` bytes and hands each to libvterm on its own, and libvterm 0.1.4
/// (Debian's) loses a UTF-8 character cut by such a block: it shows U+FFFD there and another U+FFFD at the next
/// character printed, wherever the cursor has moved (a `…` at bytes 6142–6144 of the frame after growing to
/// 200×50 put a stray U+FFFD in column 0 of row 24). The browser writes each frame whole; where the terminal's
/// reads cut it is the terminal's business, so ``screen(of:columns:rows:)`` moves such a character to the next
/// block with NUL bytes, which terminals ignore.
public enum Unterm {
    /// How many bytes `unterm` reads at a time (`read(fd, buffer, 1024)` in libvterm's `bin/unterm.c`, as
    /// `strace` shows).
    public static let readSize = 1024

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
        try Data(alignedToReads(bytes)).write(to: file)
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

    /// `bytes` with NUL bytes before each UTF-8 character that would straddle a ``readSize`` boundary, so it
    /// starts the next block; anything else is kept as it is.
    public static func alignedToReads(_ bytes: [UInt8]) -> [UInt8] {
        var aligned = [UInt8]()
        aligned.reserveCapacity(bytes.count + bytes.count / readSize * 4)
        for byte in bytes {
            let length: Int
            switch byte {
            case 0xC0...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF7: length = 4
            default: length = 1
            }
            let room = readSize - aligned.count % readSize
            if length > room { aligned += repeatElement(0, count: room) }
            aligned.append(byte)
        }
        return aligned
    }
}

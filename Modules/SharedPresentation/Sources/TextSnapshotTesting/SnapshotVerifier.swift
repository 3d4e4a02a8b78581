import Foundation

/// Compares text lines with a golden file, or records the golden, and says what went wrong in words.
///
/// This is the logic behind ``assertSnapshot(of:named:width:file:line:)``, kept free of XCTest so it can be
/// tested directly.
public struct SnapshotVerifier: Sendable {
    /// The folder holding the golden files of one test file.
    public let directory: URL
    /// Whether to (re)write goldens instead of comparing.
    public let isRecording: Bool

    /// Creates a verifier for goldens in `directory`.
    public init(directory: URL, isRecording: Bool) {
        self.directory = directory
        self.isRecording = isRecording
    }

    /// A verifier for goldens in `__Snapshots__/<TestFileName>/` next to `testFile`, recording when the
    /// environment has `SNAPSHOT_RECORD=1`.
    public init(testFile: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let fileURL = URL(fileURLWithPath: testFile)
        let testName = fileURL.deletingPathExtension().lastPathComponent
        self.init(
            directory: fileURL.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(testName),
            isRecording: environment["SNAPSHOT_RECORD"] == "1")
    }

    /// The golden file for a snapshot name; characters other than letters, digits, `.`, `_` and `-` become `-`.
    public func goldenURL(named name: String) -> URL {
        let safe = String(
            name.unicodeScalars.map { scalar -> Character in
                let allowed = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
                return allowed || "._-".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
            })
        return directory.appendingPathComponent(safe + ".txt")
    }

    /// Checks `lines` against the golden `name`: nil when they match, otherwise the failure message.
    ///
    /// When recording, writes the golden and always returns a message, so a recording run never passes.
    /// A missing golden fails with instructions to record it.
    public func verify(_ lines: [String], named name: String) -> String? {
        let url = goldenURL(named: name)
        let text = lines.map { $0 + "\n" }.joined()
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                return "Recorded snapshot \"\(name)\" at \(url.path). Run again without SNAPSHOT_RECORD=1 to verify it."
            } catch {
                return "Could not record snapshot \"\(name)\" at \(url.path): \(error)"
            }
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return "No snapshot \"\(name)\" at \(url.path). Record it by running the tests with SNAPSHOT_RECORD=1, "
                + "look at the file, then run again without it."
        }
        var expected = String(decoding: data, as: UTF8.self).components(separatedBy: "\n")
        if expected.last == "" { expected.removeLast() }
        guard expected != lines else { return nil }
        return "Snapshot \"\(name)\" does not match \(url.path)\n"
            + LineDiff(expected: expected, actual: lines).description
            + "\nIf the new output is right, re-record with SNAPSHOT_RECORD=1."
    }
}

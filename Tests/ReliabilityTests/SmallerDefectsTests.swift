import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 27.8, the smaller defects: each is a run of the built `spacex` that must end with the right exit code and
/// one line saying what happened, the real limit or field, and never a secret or a whole 10 KB echo.
final class SmallerDefectsTests: ArchiveServerTestCase {
    /// An `--offline` run reads a cache folder it cannot write (it saves nothing): it exited 2, "not a writable
    /// directory".
    func testAnOfflineRunReadsAReadOnlyCache() throws {
        let first = try spacex.execute(["launches", "--limit", "3", "--base-url", baseURL])
        XCTAssertEqual(first.status, 0, first.stderr)
        let folder = spacex.cacheDirectory
        try Self.makeReadOnly(folder)
        defer { Self.undoReadOnly(folder) }
        XCTAssertThrowsError(try Data().write(to: folder.appendingPathComponent("probe")), "the folder is read-only")
        let run = try spacex.execute(["launches", "--limit", "3", "--offline", "--base-url", baseURL])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "")
        XCTAssertEqual(run.stdout, first.stdout)
    }

    /// Makes `folder` read-only even for root (who ignores its mode): immutable with `chattr +i`.
    private static func makeReadOnly(_ folder: URL) throws {
        if getuid() == 0 {
            let chattr = Process()
            chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            chattr.arguments = ["+i", folder.path]
            try chattr.run()
            chattr.waitUntilExit()
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        }
    }

    private static func undoReadOnly(_ folder: URL) {
        if getuid() == 0 {
            let chattr = Process()
            chattr.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
            chattr.arguments = ["-i", folder.path]
            try? chattr.run()
            chattr.waitUntilExit()
        } else {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
    }
}

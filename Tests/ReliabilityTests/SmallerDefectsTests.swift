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
        // The same page; its `next:` hint repeats every option that shaped it, `--offline` included.
        XCTAssertEqual(
            run.stdout,
            first.stdout.replacingOccurrences(of: "--limit 3 --base-url", with: "--limit 3 --offline --base-url"))
    }

    /// A typed day is sent as that day of the proleptic Gregorian calendar, as the API reads it: `1500-01-01` was
    /// sent as 1500-01-10 and `0001-01-01` as year 0000 (answered 400, exit 1).
    func testEarlyDaysAreSentAsTyped() throws {
        for day in ["1500-01-01", "0001-01-01"] {
            server.recorder.reset()
            let run = try spacex.execute(["launches", "--limit", "3", "--from", day, "--base-url", baseURL])
            XCTAssertEqual(run.status, 0, run.stderr)
            let body = String(decoding: try XCTUnwrap(server.requests.last?.body), as: UTF8.self)
            XCTAssertTrue(body.contains("\"\(day)T00:00:00"), body)
        }
    }

    /// A 10 KB name is echoed cut to 60 characters, on one line (it was echoed whole).
    func testALongNameIsEchoedTruncated() throws {
        let name = String(repeating: "n", count: 10_000)
        for arguments in [["rocket", name], ["launch", name], [name]] {
            let run = try spacex.execute(arguments + ["--base-url", baseURL])
            XCTAssertNotEqual(run.status, 0)
            let first = try XCTUnwrap(run.stderrLines.first)
            XCTAssertTrue(first.contains(String(repeating: "n", count: 59) + "…"), first)
            XCTAssertLessThan(run.stderr.utf8.count, 1_000, "\(arguments.first ?? "")")
        }
    }

    /// A base URL with user info is refused for that reason, and the password is never echoed (it was refused as
    /// "not an http:// URL", echoing it).
    func testABaseURLWithAPasswordIsRefusedWithoutEchoingIt() throws {
        let run = try spacex.execute(["launches", "--base-url", "http://user:secretpw@127.0.0.1:9/"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(
            run.stderrLines.first,
            "spacex: --base-url must not carry a user name or password (given for '127.0.0.1:9'); they are never sent")
        XCTAssertFalse(run.stderr.contains("secretpw"))
        XCTAssertEqual(server.requests.count, 0)
    }

    /// A `SPACEX_*` number that is not one is a one-line warning naming the default used (it was silently the
    /// default).
    func testANonNumericSettingIsAWarning() throws {
        let run = try spacex.execute(
            ["launches", "--limit", "3", "--base-url", baseURL],
            environment: ["SPACEX_REQUEST_TIMEOUT": "ten", "SPACEX_MAX_RESPONSE_MB": "lots"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(
            run.stderrLines,
            [
                "spacex: warning: SPACEX_REQUEST_TIMEOUT is not a number ('ten'); using 10 s",
                "spacex: warning: SPACEX_MAX_RESPONSE_MB is not a number ('lots'); using 32 MB",
            ])
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

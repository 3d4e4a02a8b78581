import Foundation
import XCTest

@testable import RepositoryImplementations

/// A cache directory the user named: made when missing, refused when it is a file or can't be made or written.
final class CacheDirectoryWritabilityTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testAMissingDirectoryIsMadeAndLeftEmpty() throws {
        let path = root.appendingPathComponent("a/b").path
        XCTAssertNil(CacheDirectory.problem(with: path, source: "--cache-dir"))
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory))
        XCTAssertTrue(isDirectory.boolValue)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path), [])
        XCTAssertNil(CacheDirectory.problem(with: path, source: "--cache-dir"))
    }

    func testAFileIsNotADirectory() throws {
        let file = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        XCTAssertEqual(
            CacheDirectory.problem(with: file.path, source: "SPACEX_CACHE_DIR"),
            "SPACEX_CACHE_DIR \(file.path) is a file, not a directory")
    }

    func testAPathThatCantBeMadeIsNotWritable() throws {
        let file = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let below = file.appendingPathComponent("sub").path
        XCTAssertEqual(
            CacheDirectory.problem(with: below, source: "--cache-dir"),
            "--cache-dir \(below) is not a writable directory")
    }

    /// Issue 27.8: an `--offline` run only reads, so a directory it cannot write (here one it cannot even make) is
    /// no problem; a file in its place still is.
    func testReadingOnlyNeedsNoWritableDirectory() throws {
        let file = root.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        let below = file.appendingPathComponent("sub").path
        XCTAssertNil(CacheDirectory.problem(with: below, source: "--cache-dir", readingOnly: true))
        XCTAssertEqual(
            CacheDirectory.problem(with: file.path, source: "--cache-dir", readingOnly: true),
            "--cache-dir \(file.path) is a file, not a directory")
    }
}

import FakeSpaceXAPI
import XCTest

final class CommandLineAndLocatorTests: XCTestCase {
    func testParsesPortAndFixturesInBothForms() throws {
        XCTAssertEqual(try FakeServerCommandLine.parse([]), FakeServerCommandLine())
        let spaced = try FakeServerCommandLine.parse(["--port", "8080", "--fixtures", "/tmp/f"])
        XCTAssertEqual(spaced.port, 8080)
        XCTAssertEqual(spaced.fixturesDirectory?.path, "/tmp/f")
        let joined = try FakeServerCommandLine.parse(["--port=0", "--fixtures=/x"])
        XCTAssertEqual(
            joined, FakeServerCommandLine(port: 0, fixturesDirectory: URL(fileURLWithPath: "/x", isDirectory: true)))
        XCTAssertTrue(try FakeServerCommandLine.parse(["-h"]).showsHelp)
        XCTAssertTrue(try FakeServerCommandLine.parse(["--help"]).showsHelp)
        XCTAssertTrue(FakeServerCommandLine.help.hasPrefix(FakeServerCommandLine.usage))
    }

    func testRejectsBadArguments() {
        let cases: [([String], String)] = [
            (["--port"], "--port needs a value"), (["--port", "99999"], "invalid port: 99999"),
            (["--port=x"], "invalid port: x"), (["--verbose"], "unknown argument: --verbose"),
            (["--fixtures"], "--fixtures needs a value"),
        ]
        for (arguments, message) in cases {
            XCTAssertThrowsError(try FakeServerCommandLine.parse(arguments)) { error in
                XCTAssertEqual((error as? FakeServerCommandLine.UsageError)?.message, message)
                XCTAssertEqual((error as? FakeServerCommandLine.UsageError)?.description, message)
            }
        }
    }

    func testLocatorFindsSharedNextToTheRepositoryRoot() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let repo = top.appendingPathComponent("main")
        let deep = repo.appendingPathComponent("Modules/TestSupport/X/Tests")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data().write(to: repo.appendingPathComponent("Package.swift"))
        let file = deep.appendingPathComponent("SomeTests.swift")
        try Data().write(to: file)
        XCTAssertNil(FixtureLocator.fixturesDirectory(searchingUpFrom: file))
        let expected = top.appendingPathComponent("shared/fixtures/spacex-api")
        XCTAssertEqual(FixtureLocator.expectedLocation(searchingUpFrom: file).path, expected.standardizedFileURL.path)
        XCTAssertNil(FakeServerCommandLine().resolveFixturesDirectory(searchStarts: [file]))
        try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
        XCTAssertFalse(FixtureLocator.holdsFixtures(expected))
        try SmallFixtures.write(to: expected)
        XCTAssertTrue(FixtureLocator.holdsFixtures(expected))
        XCTAssertEqual(FixtureLocator.fixturesDirectory(searchingUpFrom: file)?.path, expected.standardizedFileURL.path)
        XCTAssertEqual(FixtureLocator.fixturesDirectory(searchingUpFrom: deep)?.path, expected.standardizedFileURL.path)
        XCTAssertEqual(
            FakeServerCommandLine().resolveFixturesDirectory(searchStarts: [file])?.path,
            expected.standardizedFileURL.path)
        let given = URL(fileURLWithPath: "/given")
        XCTAssertEqual(
            FakeServerCommandLine(fixturesDirectory: given).resolveFixturesDirectory(searchStarts: [file]), given)
    }

    func testLocatorFallsBackToAnyAncestorHoldingShared() throws {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("locator-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: top) }
        let fixtures = top.appendingPathComponent("shared/fixtures/spacex-api")
        let elsewhere = top.appendingPathComponent("build/debug")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try SmallFixtures.write(to: fixtures)
        XCTAssertEqual(
            FixtureLocator.fixturesDirectory(searchingUpFrom: elsewhere)?.path, fixtures.standardizedFileURL.path)
        XCTAssertEqual(
            FixtureLocator.expectedLocation(searchingUpFrom: elsewhere).path,
            top.appendingPathComponent("build/shared/fixtures/spacex-api").standardizedFileURL.path)
        try Data().write(to: top.appendingPathComponent("build/Package.swift"))
        XCTAssertEqual(
            FixtureLocator.expectedLocation(searchingUpFrom: elsewhere).path,
            top.appendingPathComponent("shared/fixtures/spacex-api").standardizedFileURL.path)
    }

    func testAFolderHoldingTheArchivesThreeFilesHoldsFixtures() throws {
        let folder = try Fixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertTrue(FixtureLocator.holdsFixtures(folder))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("rockets-v4.json"))
        XCTAssertFalse(FixtureLocator.holdsFixtures(folder))
    }
}

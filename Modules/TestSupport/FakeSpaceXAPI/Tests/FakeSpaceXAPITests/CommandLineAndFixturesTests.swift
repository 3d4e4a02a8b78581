import DocumentQuery
import FakeSpaceXAPI
import XCTest

final class CommandLineAndFixturesTests: XCTestCase {
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

    func testAFolderMissingOneOfTheArchivesThreeFilesIsNotLoadedAndTheFileIsNamed() throws {
        let folder = try Fixtures.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertNoThrow(try SpaceXDataset(fixturesDirectory: folder))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("rockets-v4.json"))
        XCTAssertThrowsError(try SpaceXDataset(fixturesDirectory: folder)) { error in
            guard case .unreadableFile(let path, _)? = error as? SpaceXDatasetError else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasSuffix("/rockets-v4.json"), path)
        }
    }
}

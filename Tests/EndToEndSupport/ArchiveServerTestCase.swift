import FakeSpaceXAPI
import Foundation
import XCTest

/// The set-up shared by the suites that run the built `spacex` against the archive's loopback fake API: before
/// each test a server with the built-in archive (``startServer()``) and a runner with its own empty cache folder;
/// after it the server stops and the folder is deleted. A suite subclasses it instead of repeating the two.
open class ArchiveServerTestCase: XCTestCase {
    /// This test's fake API; started before the test, stopped after it.
    public private(set) var server: FakeSpaceXServer!

    /// This test's runner of the built binary, with its own cache folder.
    public private(set) var spacex: SpaceXProcess!

    /// The server's address, as `--base-url` takes it.
    public var baseURL: String { server.baseURL.absoluteString }

    /// Starts the server of one test: the archive as the API serves it. A suite that serves documents of its own
    /// as well overrides this.
    open func startServer() throws -> FakeSpaceXServer {
        try ArchiveAPIServer.start()
    }

    open override func setUpWithError() throws {
        try super.setUpWithError()
        server = try startServer()
        spacex = try SpaceXProcess()
    }

    open override func tearDown() {
        server?.stop()
        spacex?.removeCache()
        super.tearDown()
    }
}

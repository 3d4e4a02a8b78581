import DocumentQuery
import FakeSpaceXAPI
import Foundation
import SpaceXArchive

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Prints `message` to standard error and exits with `code`.
func exitWithMessage(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

let options: FakeServerCommandLine
do {
    options = try FakeServerCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    exitWithMessage("fake-spacex-api: \(error.message)\n\(FakeServerCommandLine.usage)", code: 2)
}
if options.showsHelp {
    print(FakeServerCommandLine.help)
    exit(0)
}

/// The data to serve: the folder given with `--fixtures`, else the built-in archive (nothing outside the repository).
func dataset() throws -> SpaceXDataset {
    guard let fixtures = options.fixturesDirectory else {
        return try SpaceXDataset(
            launchesJSON: SpaceXArchive.File.launches.data, rocketsJSON: SpaceXArchive.File.rockets.data,
            launchpadsJSON: SpaceXArchive.File.launchpads.data)
    }
    do {
        return try SpaceXDataset(fixturesDirectory: fixtures)
    } catch {
        // A missing or unreadable file is a usage error (status 2); a file that is there but wrong is not.
        if case .unreadableFile = error {
            exitWithMessage("fake-spacex-api: fixtures not found in \(fixtures.path): \(error)", code: 2)
        }
        throw error
    }
}

let server: FakeSpaceXServer
do {
    server = FakeSpaceXServer(dataset: try dataset(), configuration: .port(options.port))
    try server.start()
} catch {
    exitWithMessage("fake-spacex-api: \(error)", code: 1)
}

signal(SIGTERM, SIG_IGN)
signal(SIGINT, SIG_IGN)
// The signals are handled on their own queue, and whatever happens in stopping (a connection that does not close,
// an `exit` that waits on a lock another thread holds) the process is gone 2 s after the signal: a test that sends
// SIGTERM waits for a bounded time, and a fake that outlives it would keep the test runner's pipes open.
let signalQueue = DispatchQueue(label: "fake-spacex-api.signals")
let signalSources = [SIGTERM, SIGINT].map { number in
    let source = DispatchSource.makeSignalSource(signal: number, queue: signalQueue)
    source.setEventHandler {
        DispatchQueue.global().asyncAfter(deadline: .now() + 2) { _exit(0) }
        server.stop()
        exit(0)
    }
    source.resume()
    return source
}

FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(server.port)\n".utf8))
withExtendedLifetime(signalSources) {
    dispatchMain()
}

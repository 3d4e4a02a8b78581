import FakeSpaceXAPI
import Foundation

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

let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
guard let fixtures = options.resolveFixturesDirectory(searchStarts: [executable, workingDirectory]) else {
    exitWithMessage(
        "fake-spacex-api: fixtures not found: no \(FixtureLocator.relativePath) above \(executable.path) "
            + "or \(workingDirectory.path); pass --fixtures DIR", code: 2)
}

guard FixtureLocator.holdsFixtures(fixtures) else {
    exitWithMessage(
        "fake-spacex-api: fixtures not found in \(fixtures.path): it needs launches-v4.json, rockets-v4.json "
            + "and launchpads-v4.json", code: 2)
}

let server: FakeSpaceXServer
do {
    server = try FakeSpaceXServer(fixturesDirectory: fixtures, configuration: .port(options.port))
    try server.start()
} catch {
    exitWithMessage("fake-spacex-api: \(error)", code: 1)
}

signal(SIGTERM, SIG_IGN)
signal(SIGINT, SIG_IGN)
let signalSources = [SIGTERM, SIGINT].map { number in
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler {
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

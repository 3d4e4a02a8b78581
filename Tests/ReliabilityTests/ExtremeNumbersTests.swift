import DocumentQuery
import EndToEndSupport
import FakeSpaceXAPI
import Foundation
import LoopbackHTTPServer
import XCTest

/// Numbers from the server are untrusted: the extreme integers (Int.min, Int.max, -1, 0) in every numeric field
/// of a launch, its rocket and launchpad, a list envelope and the headers the app reads never crash the built
/// binary (a Swift trap is SIGILL, exit 132). Each run ends by itself with exit 0 or 1; a 1 comes with a one-line
/// message. Every run's peak memory stays under ``MeasuredRun/memoryCap`` (script mode: `wait4`; the browser:
/// `/proc/<pid>/status` just before `q`).
final class ExtremeNumbersTests: XCTestCase {
    private static let extremes = [Int.min, Int.max, -1, 0]
    private static let envelopeFields = [
        "totalDocs", "limit", "page", "totalPages", "pagingCounter", "prevPage", "nextPage", "offset",
    ]

    private var spacex: SpaceXProcess!
    private var servers: [LoopbackServer] = []
    private var fakes: [FakeSpaceXServer] = []

    override func setUpWithError() throws {
        spacex = try SpaceXProcess()
    }

    override func tearDown() {
        servers.forEach { $0.stop() }
        fakes.forEach { $0.stop() }
        spacex?.removeCache()
    }

    /// `json` with every number in it, at any depth, replaced by `value`.
    private static func everyNumber(in json: OrderedJSON, setTo value: Int) -> OrderedJSON {
        switch json {
        case .int, .double: .int(value)
        case .array(let items): .array(items.map { everyNumber(in: $0, setTo: value) })
        case .object(let object):
            .object(OrderedJSONObject(object.map { ($0.key, everyNumber(in: $0.value, setTo: value)) }))
        default: json
        }
    }

    /// A launch with failures, cores and a rocket, with that rocket and its launchpad, from the archive.
    private static func sampleDocuments() throws -> (launch: OrderedJSON, rocket: OrderedJSON, launchpad: OrderedJSON) {
        let archive = try ArchiveAPIServer.dataset()
        let launch = try XCTUnwrap(
            archive.documents(in: .launches).first {
                ($0["failures"]?.arrayValue?.isEmpty == false) && ($0["cores"]?.arrayValue?.isEmpty == false)
            })
        let rocket = try XCTUnwrap(archive.document(withID: XCTUnwrap(launch["rocket"]?.stringValue), in: .rockets))
        let launchpad = try XCTUnwrap(
            archive.document(withID: XCTUnwrap(launch["launchpad"]?.stringValue), in: .launchpads))
        return (launch, rocket, launchpad)
    }

    /// Checks a run ended by itself, without a signal, with exit 0, or 1 and one line on stderr.
    private func assertEndsCleanly(
        _ result: ProcessOutput, _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(result.timedOut, "\(what): ended by itself", file: file, line: line)
        XCTAssertNil(
            result.signal, "\(what): killed by signal \(result.signal ?? 0): \(result.stderr)", file: file, line: line)
        XCTAssertTrue(
            [0, 1].contains(result.status), "\(what): exit \(result.status): \(result.stderr)", file: file, line: line)
        if result.status == 1 {
            XCTAssertEqual(result.stderrLines.count, 1, "\(what): one line: \(result.stderr)", file: file, line: line)
        }
    }

    func testExtremeIntegersInEveryNumericFieldOfALaunchARocketAndALaunchpad() throws {
        let sample = try Self.sampleDocuments()
        let launchID = try XCTUnwrap(sample.launch["id"]?.stringValue)
        let rocketID = try XCTUnwrap(sample.rocket["id"]?.stringValue)
        let launchName = try XCTUnwrap(sample.launch["name"]?.stringValue)
        for value in Self.extremes {
            let dataset = SpaceXDataset(
                launches: [Self.everyNumber(in: sample.launch, setTo: value)],
                rockets: [Self.everyNumber(in: sample.rocket, setTo: value)],
                launchpads: [Self.everyNumber(in: sample.launchpad, setTo: value)])
            let fake = FakeSpaceXServer(dataset: dataset)
            try fake.start()
            fakes.append(fake)
            for arguments in [["launches"], ["launch", launchID], ["rockets"], ["rocket", rocketID]] {
                let result = try spacex.executeMeasured(
                    arguments + ["--base-url", fake.baseURL.absoluteString, "--refresh"], timeout: 20)
                assertEndsCleanly(result, "\(arguments) with every number \(value)")
            }
            let (terminal, process) = try spacex.startInPseudoTerminal(
                ["--base-url", fake.baseURL.absoluteString, "--refresh"], columns: 100, rows: 40)
            defer { if process.isRunning { process.terminate() } }
            terminal.waitForScreen { $0.text.contains(launchName) || !process.isRunning }
            terminal.type("\r")
            terminal.waitForScreen { $0.text.contains("View rocket") || !process.isRunning }
            spacex.assertPeakMemoryUnderCap(of: process, "browser with every number \(value)")
            let shown = terminal.cellScreen.text
            XCTAssertEqual(
                terminal.readUntilExit(of: process, typing: "q", timeout: 10), .exit(0),
                "browser with every number \(value): q quits; the screen before q:\n\(shown)")
        }
    }

    func testExtremeIntegersInEveryFieldOfAListEnvelope() throws {
        let fake = FakeSpaceXServer(dataset: try ArchiveAPIServer.dataset())
        for field in Self.envelopeFields {
            for value in Self.extremes {
                let server = LoopbackServer { request in
                    guard case .respond(var response) = fake.respond(to: request), request.path.hasSuffix("/query"),
                        case .object(var envelope)? = try? OrderedJSON.parse(response.body)
                    else { return fake.respond(to: request) }
                    envelope[field] = .int(value)
                    response.body = OrderedJSON.object(envelope).serialized()
                    response.headers.remove(name: "Content-Length")
                    response.headers.remove(name: "ETag")
                    return .respond(response)
                }
                try server.start()
                servers.append(server)
                for arguments in [["launches"], ["launches", "--page", "2"], ["rockets"]] {
                    let result = try spacex.executeMeasured(
                        arguments + ["--base-url", server.baseURL.absoluteString, "--refresh"], timeout: 20)
                    assertEndsCleanly(result, "\(arguments) with \(field) = \(value)")
                }
                server.stop()
            }
        }
    }

    func testExtremeIntegersInTheHeadersTheAppReads() throws {
        let fake = FakeSpaceXServer(dataset: try ArchiveAPIServer.dataset())
        for value in Self.extremes {
            for (name, text) in [("Retry-After", "\(value)"), ("Cache-Control", "max-age=\(value)")] {
                let server = LoopbackServer { request in
                    guard case .respond(var response) = fake.respond(to: request) else {
                        return fake.respond(to: request)
                    }
                    if name == "Retry-After" { response.status = 429 }
                    response.headers.set(name: name, value: text)
                    return .respond(response)
                }
                try server.start()
                servers.append(server)
                for arguments in [["launches"], ["rockets"], ["launches"]] {
                    let result = try spacex.executeMeasured(
                        arguments + ["--base-url", server.baseURL.absoluteString],
                        environment: ["SPACEX_REQUEST_TIMEOUT": "2"], timeout: 30)
                    assertEndsCleanly(result, "\(arguments) with \(name): \(text)")
                }
                server.stop()
                spacex.removeCache()
            }
        }
    }
}

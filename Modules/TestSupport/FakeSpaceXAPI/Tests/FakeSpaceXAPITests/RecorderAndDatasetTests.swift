import DocumentQuery
import FakeSpaceXAPI
import LoopbackHTTPServer
import XCTest

final class RecorderAndDatasetTests: XCTestCase {
    func testWaitForRequestsReturnsFalseWhenTheyNeverCome() {
        let recorder = RequestRecorder()
        XCTAssertFalse(recorder.waitForRequests(count: 1, timeout: 0.05))
        XCTAssertTrue(recorder.waitForRequests(count: 0, timeout: 0))
    }

    func testWaitForRequestsWakesWhenRecorded() {
        let server = FakeSpaceXServer.sample()
        DispatchQueue.global().async {
            _ = server.plan("GET", "/v4/rockets")
        }
        XCTAssertTrue(server.recorder.waitForRequests(count: 1, timeout: 30))
        XCTAssertEqual(server.recorder.count(forPath: "/v4/rockets"), 1)
        XCTAssertEqual(server.requests.first?.jsonBody, nil)
    }

    func testSequenceRestartsAfterReset() {
        let server = FakeSpaceXServer.sample()
        _ = server.plan("GET", "/a")
        server.recorder.reset()
        _ = server.plan("GET", "/b")
        XCTAssertEqual(server.requests.map(\.sequenceNumber), [1])
        XCTAssertEqual(server.requests.first?.status, 404)
        XCTAssertEqual(server.requests.first?.responseByteCount, 9)
    }

    func testDatasetFromJSONTextAndItsErrors() throws {
        let dataset = try SpaceXDataset(
            launchesJSON: Data(#"[{"name":"b","id":"2"},{"name":"a","id":"1"}]"#.utf8), rocketsJSON: Data("[]".utf8),
            launchpadsJSON: Data("[]".utf8))
        XCTAssertEqual(dataset.documents(in: .launches).map { $0["id"] }, ["2", "1"])
        XCTAssertEqual(try dataset.query(.launches, body: [:])["docs"]?.arrayValue?.map { $0["id"] }, ["1", "2"])
        XCTAssertEqual(dataset.document(withID: "1", in: .launches)?["name"], "a")
        XCTAssertNil(dataset.document(withID: "1", in: .rockets))
        XCTAssertThrowsError(
            try SpaceXDataset(launchesJSON: Data("[".utf8), rocketsJSON: Data(), launchpadsJSON: Data())
        ) {
            XCTAssertEqual(
                $0 as? SpaceXDatasetError, .invalidJSON(name: "launches", message: "Unexpected end of JSON input"))
            XCTAssertEqual(
                ($0 as? SpaceXDatasetError)?.description, "launches is not valid JSON: Unexpected end of JSON input")
        }
        XCTAssertThrowsError(
            try SpaceXDataset(launchesJSON: Data("[{}]".utf8), rocketsJSON: Data(), launchpadsJSON: Data())
        ) {
            XCTAssertEqual($0 as? SpaceXDatasetError, .notADocumentArray(name: "launches"))
            XCTAssertEqual(
                ($0 as? SpaceXDatasetError)?.description,
                "launches must be a JSON array of objects with a string \"id\"")
        }
    }

    func testDatasetFromAFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fake-spacex-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try FakeSpaceXServer(fixturesDirectory: folder)) { error in
            guard case .unreadableFile(let path, _)? = error as? SpaceXDatasetError else { return XCTFail("\(error)") }
            XCTAssertTrue(path.hasSuffix("launches-v4.json"))
            XCTAssertTrue((error as? SpaceXDatasetError)?.description.hasPrefix("cannot read ") ?? false)
        }
        try SmallFixtures.write(to: folder)
        let server = try FakeSpaceXServer(fixturesDirectory: folder)
        XCTAssertEqual(server.dataset.documents(in: .rockets).count, 2)
        XCTAssertEqual(server.port, 0)
    }
}

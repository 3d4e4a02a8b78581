import DocumentQuery
import Foundation
import RepositoryDefinitions
import XCTest

@testable import RepositoryImplementations

/// The documents behind `--json`: kept as the API sent them (keys spelled as on the wire, only the fields the
/// query fetched) while the models decode as before; and printed indented with empty arrays as `[]`.
final class DocumentRecordingAPIServiceTests: XCTestCase {
    private struct Rocket: Codable, Sendable, Identifiable, Equatable {
        struct Thrust: Codable, Sendable, Equatable {
            let kN: Double?
        }
        let id: String
        let name: String
        let firstFlight: String?
        let thrustSeaLevel: Thrust?
    }

    private static let falcon: JSONValue = .object([
        "id": "f9", "name": "Falcon 9", "first_flight": "2010-06-04", "thrust_sea_level": .object(["kN": 845]),
        "stages": 2, "flickr_images": .array([]),
    ])
    private static let heavy: JSONValue = .object(["id": "fh", "name": "Falcon Heavy", "thrust_sea_level": .null])

    private let recorder = DocumentRecordingAPIService(
        InMemoryAPIService(documents: [.rockets: [falcon, heavy]]))

    private func query(select: [String] = []) -> CollectionQuery {
        CollectionQuery(collection: .rockets, select: select)
    }

    func testAQueryAnswersTheModelsAndKeepsTheirDocumentsAsSent() async throws {
        let fetched = try await recorder.query(query(), as: Rocket.self, policy: .reload)

        XCTAssertEqual(fetched.value.items.map(\.name), ["Falcon 9", "Falcon Heavy"])
        XCTAssertEqual(fetched.value.items.first?.firstFlight, "2010-06-04", "the model decodes as before")
        XCTAssertEqual(fetched.value.items.first?.thrustSeaLevel?.kN, 845)
        XCTAssertEqual(fetched.freshness, .builtInArchive)
        XCTAssertEqual(recorder.document(id: "f9"), Self.falcon, "keys as the API spells them: kN, first_flight")
        XCTAssertEqual(recorder.documents(standingFor: fetched.value.items), .array([Self.falcon, Self.heavy]))
        XCTAssertEqual(recorder.documents(standingFor: fetched.value.items[1]), Self.heavy)
    }

    func testAFieldTheQueryDidNotFetchIsAbsentFromTheDocument() async throws {
        let fetched = try await recorder.query(query(select: ["name"]), as: Rocket.self, policy: .reload)

        XCTAssertEqual(
            recorder.documents(standingFor: fetched.value.items[0]), .object(["id": "f9", "name": "Falcon 9"]))
    }

    func testAnItemIsRecordedAndUnknownValuesHaveNoDocuments() async throws {
        let fetched = try await recorder.item(.get(.rockets, id: "fh"), as: Rocket.self, policy: .reload)

        XCTAssertEqual(fetched.value.name, "Falcon Heavy")
        XCTAssertEqual(recorder.documents(standingFor: fetched.value), Self.heavy)
        XCTAssertNil(recorder.document(id: "f9"), "only what was answered")
        let unseen = Rocket(id: "f9", name: "Falcon 9", firstFlight: nil, thrustSeaLevel: nil)
        XCTAssertNil(recorder.documents(standingFor: unseen))
        XCTAssertNil(recorder.documents(standingFor: [fetched.value, unseen]), "all or nothing")
        XCTAssertNil(recorder.documents(standingFor: "not a model"))
    }

    func testFailuresPassThrough() async {
        do {
            _ = try await recorder.item(.get(.rockets, id: "nope"), as: Rocket.self, policy: .reload)
            XCTFail("no such rocket")
        } catch {
            XCTAssertEqual(error, .notFound(id: "nope"))
        }
    }

    func testPrettyPrintingIndentsSortsKeysAndPrintsEmptyContainersOnOneLine() throws {
        let text = String(decoding: try SpaceXJSON.prettyPrinted(Self.falcon), as: UTF8.self)
        XCTAssertEqual(
            text,
            """
            {
              "first_flight": "2010-06-04",
              "flickr_images": [],
              "id": "f9",
              "name": "Falcon 9",
              "stages": 2,
              "thrust_sea_level": {
                "kN": 845
              }
            }
            """)
        XCTAssertEqual(String(decoding: try SpaceXJSON.prettyPrinted(JSONValue.object([:])), as: UTF8.self), "{}")
        XCTAssertEqual(
            String(decoding: try SpaceXJSON.prettyPrinted(JSONValue.array([1, .array([])])), as: UTF8.self),
            "[\n  1,\n  []\n]")
        XCTAssertEqual(
            String(decoding: OrderedJSON(Self.falcon).serialized(), as: UTF8.self),
            #"{"first_flight":"2010-06-04","flickr_images":[],"id":"f9","name":"Falcon 9","stages":2,"#
                + #""thrust_sea_level":{"kN":845}}"#, "compact text is unchanged")
    }

    func testAModelWithoutADocumentPrintsInTheWireFormat() throws {
        let model = [Rocket(id: "x", name: "X", firstFlight: nil, thrustSeaLevel: nil)]
        let text = String(decoding: try SpaceXJSON.prettyPrinted(model), as: UTF8.self)
        XCTAssertEqual(text, "[\n  {\n    \"id\": \"x\",\n    \"name\": \"X\"\n  }\n]")
    }
}

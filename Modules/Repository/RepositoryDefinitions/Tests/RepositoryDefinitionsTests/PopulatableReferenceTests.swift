import Foundation
import RepositoryDefinitions
import XCTest

/// A reference decodes from a plain id or a populated object and encodes back to the shape it came from.
final class PopulatableReferenceTests: XCTestCase {
    /// A reference whose populated object adds a label.
    private struct Probe: PopulatableReference, Equatable {
        /// The populated object, with synthesised coding.
        private struct Object: Codable {
            var id: String
            var label: String?
        }

        var id: String
        var label: String?

        init(id: String) { self.id = id }

        init(populatedFrom decoder: any Decoder) throws {
            let object = try Object(from: decoder)
            id = object.id
            label = object.label
        }

        var isPopulated: Bool { label != nil }

        func encodePopulated(to encoder: any Encoder) throws {
            try Object(id: id, label: label).encode(to: encoder)
        }
    }

    private func decode(_ json: String) throws -> [Probe] {
        try JSONDecoder().decode([Probe].self, from: Data(json.utf8))
    }

    private func encode(_ probes: [Probe]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(probes), as: UTF8.self)
    }

    func testAPlainIDAndAPopulatedObjectBothDecode() throws {
        let probes = try decode(#"["a", {"id": "b", "label": "Bee"}, {"id": "c"}]"#)
        var bee = Probe(id: "b")
        bee.label = "Bee"
        XCTAssertEqual(probes, [Probe(id: "a"), bee, Probe(id: "c")])
    }

    func testEachEncodesBackToTheShapeItCameFrom() throws {
        let probes = try decode(#"["a", {"id": "b", "label": "Bee"}, {"id": "c"}]"#)
        XCTAssertEqual(try encode(probes), #"["a",{"id":"b","label":"Bee"},"c"]"#, "an object with only an id is an id")
    }

    func testAnObjectWithoutAnIDIsAnError() {
        XCTAssertThrowsError(try decode(#"[{"label": "Bee"}]"#))
        XCTAssertThrowsError(try decode("[7]"))
    }
}

import RepositoryDefinitions
import RocketsMocks
import XCTest

@testable import RocketsCore

/// Finding a rocket by id or by name the way people type it, with errors that list the alternatives.
final class RocketLookupTests: XCTestCase {
    private let lookup = RocketLookup(rockets: RocketSamples.sampleDataset)

    private func found(_ query: String) -> String? {
        try? lookup.find(query).get().name
    }

    func testNamesAreMatchedWhateverTheCaseSpacingAndHyphens() {
        let table: [(String, String)] = [
            ("Falcon 9", "Falcon 9"), ("falcon 9", "Falcon 9"), ("FALCON 9", "Falcon 9"), ("falcon-9", "Falcon 9"),
            ("falcon9", "Falcon 9"), ("  falcon   9 ", "Falcon 9"), ("Falcon_9", "Falcon 9"), ("falcon 1", "Falcon 1"),
            ("falcon-heavy", "Falcon Heavy"), ("FalconHeavy", "Falcon Heavy"), ("starship", "Starship"),
            ("STAR", "Starship"), ("falcon h", "Falcon Heavy"),
        ]
        for (query, expected) in table {
            XCTAssertEqual(found(query), expected, query)
        }
    }

    func testIdsAreMatchedExactlyIgnoringCase() {
        XCTAssertEqual(found("5e9d0d95eda69973a809d1ec"), "Falcon 9")
        XCTAssertEqual(found("5E9D0D96EDA699382D09D1EE"), "Starship")
        XCTAssertEqual(
            lookup.find("000000000000000000000000"),
            .failure(
                .unknownID(
                    "000000000000000000000000", knownNames: ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])))
    }

    func testUnknownAmbiguousAndEmptyQueriesExplainThemselves() {
        XCTAssertEqual(
            lookup.find("Falcon 7"),
            .failure(.unknownName("Falcon 7", knownNames: ["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship"])))
        XCTAssertEqual(
            RocketLookupError.unknownName("Falcon 7", knownNames: lookup.knownNames).message,
            "no rocket named \"Falcon 7\"; known rockets: Falcon 1, Falcon 9, Falcon Heavy, Starship")
        XCTAssertEqual(
            lookup.find("falcon"), .failure(.ambiguous("falcon", matches: ["Falcon 1", "Falcon 9", "Falcon Heavy"])))
        XCTAssertEqual(
            RocketLookupError.ambiguous("falcon", matches: ["Falcon 1", "Falcon 9"]).message,
            "\"falcon\" matches several rockets: Falcon 1, Falcon 9; give the full name")
        XCTAssertEqual(lookup.find("   "), .failure(.emptyQuery))
        XCTAssertEqual(RocketLookupError.emptyQuery.message, "no rocket given; pass a rocket name or id")
        XCTAssertEqual(lookup.find("--"), .failure(.unknownName("--", knownNames: lookup.knownNames)))
        XCTAssertEqual(
            RocketLookupError.unknownID("abc", knownNames: []).message,
            "no rocket with id \"abc\"; no rockets are known")
        XCTAssertEqual(
            RocketLookupError.unknownID("abc", knownNames: []).errorDescription,
            "no rocket with id \"abc\"; no rockets are known")
    }

    func testNonASCIINamesAreFoundToo() {
        let lookup = RocketLookup(rockets: RocketEdgeCases.all)
        XCTAssertEqual(try? lookup.find("猎鹰九号长征").get().id, RocketEdgeCases.cjkName.id)
        XCTAssertEqual(try? lookup.find("unknown-quantity").get().id, RocketEdgeCases.minimal.id)
    }

    func testTellingIdsFromNames() {
        let table: [(String, Bool)] = [
            ("5e9d0d95eda69973a809d1ec", true), ("5E9D0D95EDA69973A809D1EC", true),
            (" 5e9d0d95eda69973a809d1ec ", true),
            ("5e9d0d95eda69973a809d1e", false), ("5e9d0d95eda69973a809d1ecc", false),
            ("5e9d0d95eda69973a809d1eg", false),
            ("Falcon 9", false), ("", false), ("５e9d0d95eda69973a809d1e", false),
        ]
        for (text, isID) in table {
            XCTAssertEqual(DocumentID.isValid(text.trimmingCharacters(in: .whitespaces)), isID, text)
        }
    }
}

import Foundation
import XCTest

@testable import RepositoryImplementations

/// The shared decoder's key conversion gives exactly what Foundation's `convertFromSnakeCase` gives.
final class SnakeCaseKeyConverterTests: XCTestCase {
    /// Reads the (converted) keys of an object.
    private struct KeyProbe: Decodable {
        let keys: [String]

        init(from decoder: any Decoder) throws {
            keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let keys = [
        "flight_number", "date_utc", "static_fire_date_utc", "launch_library_id", "youtube_id", "id", "name",
        "_id", "__v", "_one_two_", "__a__b__", "a__b", "a_", "_a", "_", "___", "", "ID_number", "URL_path",
        "HTTP_STATUS_CODE", "mixed_Case_WORDS", "totalDocs", "hasNextPage", "already_camelCase", "stage_2", "a1_b2",
        "2nd_stage", "x_2nd", "x_2", "first_1st_place", "héllo_wörld", "snake_ÉCOLE", "emoji_😀_key", "with-dash_and",
        "dot.ted_key", "tab\t_key", "space _key", "ß_straße", "ǅ_ǆ", "ﬁ_ﬂ",
    ]

    func testEveryKeyConvertsExactlyAsFoundationConvertsIt() throws {
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        for key in Self.keys {
            let json = try JSONSerialization.data(withJSONObject: [key: 1])
            XCTAssertEqual(
                try SpaceXJSON.makeDecoder().decode(KeyProbe.self, from: json).keys,
                try foundation.decode(KeyProbe.self, from: json).keys, key.debugDescription)
        }
    }

    func testDictionariesAndNestedObjectsComeOutAsWithFoundation() throws {
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        let json = Data(#"{"outer_key":{"inner_key":1,"plain":2},"second_one":{"x_y":3}}"#.utf8)
        XCTAssertEqual(
            try SpaceXJSON.makeDecoder().decode([String: [String: Int]].self, from: json),
            try foundation.decode([String: [String: Int]].self, from: json))
    }

    func testConvertsTheAPIsKeysWithoutFoundation() {
        XCTAssertEqual(SnakeCaseKeyConverter.camelCase("static_fire_date_utc"), "staticFireDateUtc")
        XCTAssertEqual(SnakeCaseKeyConverter.camelCase("launch_library_id"), "launchLibraryId")
        XCTAssertEqual(SnakeCaseKeyConverter.camelCase("_one__two_"), "_oneTwo_")
        XCTAssertEqual(SnakeCaseKeyConverter.camelCase("COST_per_LAUNCH"), "costPerLaunch")
        XCTAssertEqual(SnakeCaseKeyConverter.camelCase("stage2_engines"), "stage2Engines")
    }

    func testKeysWithoutAnInnerUnderscoreStayAsTheyAre() {
        for key in ["flightNumber", "id", "_id", "id_", "___", "", "école"] {
            XCTAssertNil(SnakeCaseKeyConverter.camelCase(key), key)
        }
    }

    func testKeysTheBytePathDoesNotCoverTakeFoundationsSteps() {
        for key in ["x_2nd", "héllo_wörld", "a_b-c", "stage_2"] {
            XCTAssertEqual(
                SnakeCaseKeyConverter.camelCase(key), SnakeCaseKeyConverter.foundationCamelCase(key), key)
        }
        XCTAssertEqual(SnakeCaseKeyConverter.foundationCamelCase("__"), "__")
        XCTAssertEqual(SnakeCaseKeyConverter.foundationCamelCase("_a_"), "_a_")
    }

    func testTheStrategyHandsBackTheKeyItselfWhenNothingChanges() throws {
        let json = Data(#"{"id":1,"date_utc":2}"#.utf8)
        XCTAssertEqual(
            Set(try SpaceXJSON.makeDecoder().decode(KeyProbe.self, from: json).keys), ["id", "dateUtc"])
    }
}

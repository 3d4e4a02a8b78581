import Foundation
import XCTest

@testable import RepositoryDefinitions

/// The lenient-decoding kit: odd values become nil, empty or a default instead of failing the document.
final class LenientDecodingTests: XCTestCase {
    /// A document that reads every field through the kit.
    private struct Probe: Decodable {
        var text: String?
        var whole: Int?
        var link: URL?
        var links: [URL]
        var day: Date?
        var numbers: [Int]
        var flag: Bool

        private enum CodingKeys: String, CodingKey {
            case text, whole, link, links, day, numbers, flag
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = container.lenient(String.self, forKey: .text)
            whole = container.lenientInt(forKey: .whole)
            link = container.lenientURL(forKey: .link)
            links = container.lenientURLs(forKey: .links)
            day = container.lenientDate(forKey: .day)
            numbers = container.lossyArray(of: Int.self, forKey: .numbers)
            flag = try container.decode(Bool.self, forKey: .flag, default: true)
        }
    }

    private func decode(_ json: String) throws -> Probe {
        try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    func testAnEmptyDocumentDecodesToNothingAndDefaults() throws {
        let probe = try decode("{}")
        XCTAssertNil(probe.text)
        XCTAssertNil(probe.whole)
        XCTAssertNil(probe.link)
        XCTAssertEqual(probe.links, [])
        XCTAssertNil(probe.day)
        XCTAssertEqual(probe.numbers, [])
        XCTAssertTrue(probe.flag)
    }

    func testWrongTypesBecomeNilOrEmpty() throws {
        let probe = try decode(
            #"{"text": 7, "whole": "nine", "link": 12, "links": "https://a.example", "day": "soon", "numbers": {}}"#)
        XCTAssertNil(probe.text)
        XCTAssertNil(probe.whole)
        XCTAssertNil(probe.link)
        XCTAssertEqual(probe.links, [])
        XCTAssertNil(probe.day)
        XCTAssertEqual(probe.numbers, [])
    }

    func testNumbersRoundAndArraysKeepWhatDecodes() throws {
        let probe = try decode(
            #"""
            {"whole": 97.6, "numbers": [1, "two", null, 3.0, 4],
             "links": ["", "not a url", "https://a.example/1", 42, null, "javascript:alert(1)", " https://b.example "]}
            """#)
        XCTAssertEqual(probe.whole, 98)
        XCTAssertEqual(probe.numbers, [1, 3, 4])
        XCTAssertEqual(probe.links.map(\.absoluteString), ["https://a.example/1", "https://b.example"])
        XCTAssertNil(try decode(#"{"whole": 1e300}"#).whole)
    }

    /// One kit for every source: Launch Library sends numbers as numeric strings (2.2.0's `"52000000"`).
    func testNumericStringsAreNumbersAndNaNIsNot() throws {
        XCTAssertEqual(try decode(#"{"whole": "9"}"#).whole, 9)
        XCTAssertNil(try decode(#"{"whole": "9.5"}"#).whole)
        XCTAssertNil(try decode(#"{"whole": "9223372036854775808"}"#).whole)
        struct Figure: Decodable {
            enum CodingKeys: String, CodingKey { case value }
            let value: Double?
            init(from decoder: any Decoder) throws {
                value = try decoder.container(keyedBy: CodingKeys.self).lenientDouble(forKey: .value)
            }
        }
        let read = { (json: String) in try JSONDecoder().decode(Figure.self, from: Data(json.utf8)).value }
        XCTAssertEqual(try read(#"{"value": "34.632"}"#), 34.632)
        XCTAssertEqual(try read(#"{"value": 1e300}"#), 1e300)
        XCTAssertNil(try read(#"{"value": "NaN"}"#))
        XCTAssertNil(try read(#"{"value": "-inf"}"#))
        XCTAssertNil(try read(#"{"value": true}"#))
    }

    func testLinksFollowTheOneWebAddressRule() throws {
        XCTAssertEqual(try decode(#"{"link": "https://a.example/x"}"#).link, URL(string: "https://a.example/x"))
        for bad in ["", "   ", "a.example/x", "mailto:a@b.example", "file:///etc/passwd", "https://"] {
            XCTAssertNil(try decode(#"{"link": "\#(bad)"}"#).link, bad)
        }
    }

    func testDatesReadTheStrategyOrADateOnlyDay() throws {
        XCTAssertEqual(try decode(#"{"day": "2010-06-04"}"#).day, Date(timeIntervalSince1970: 1_275_609_600))
        XCTAssertEqual(try decode(#"{"day": 0}"#).day, Date(timeIntervalSinceReferenceDate: 0))
        XCTAssertNil(try decode(#"{"day": "2006-02-30"}"#).day)
    }

    func testADefaultStandsInOnlyForAMissingOrNullValue() throws {
        XCTAssertFalse(try decode(#"{"flag": false}"#).flag)
        XCTAssertTrue(try decode(#"{"flag": null}"#).flag)
        XCTAssertThrowsError(try decode(#"{"flag": "no"}"#))
    }
}

import DocumentQuery
import Foundation
import RepositoryDefinitions
import SpaceXArchiveRecordings
import XCTest

@testable import RepositoryImplementations

/// The fast archive reader gives exactly what `JSONDecoder` gives, and leaves to it everything it is unsure of.
final class JSONValueParserTests: XCTestCase {
    private func decoded(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func testEveryRecordedFileReadsAsJSONDecoderReadsIt() throws {
        let names =
            ["launches-v4.json", "rockets-v4.json", "launchpads-v4.json"] + SpaceXArchiveRecordings.queryFileNames
        for name in names {
            let data = try Fixtures.data(name)
            let parsed = try XCTUnwrap(JSONValueParser.value(of: data).map(JSONValue.init), name)
            XCTAssertEqual(parsed, try JSONDecoder().decode(JSONValue.self, from: data), name)
        }
        XCTAssertEqual(JSONValueParser.documents(in: try Fixtures.data("launches-v4.json"))?.count, 205)
    }

    func testNumbersAreIntWhenJSONDecoderWouldDecodeAnInt() throws {
        for text in [
            "0", "-0", "-0.0", "1.0", "1e2", "1E+2", "1.5", "-2.5e-3", "9223372036854775807", "9223372036854775808",
            "-9223372036854775808", "100000000000000000000000", "28.5618571", "1.0e0", "-12", "123456789012345678",
            "-12345678901234567", "-123456789012345678", "1234567890123456789", "-1234567890123456789",
        ] {
            XCTAssertEqual(JSONValueParser.value(of: Array(text.utf8)).map(JSONValue.init), try decoded(text), text)
        }
        XCTAssertEqual(JSONValueParser.value(of: Array("1e2".utf8)).map(JSONValue.init), .int(100))
        XCTAssertEqual(JSONValueParser.value(of: Array("1.5".utf8)).map(JSONValue.init), .double(1.5))
    }

    func testStringsLiteralsAndNesting() throws {
        let text = #"""
             {"a": [true, false, null, "", "x\"y\\z\/", "\b\f\n\r\t", "\u00e9\u20ac\ud83d\ude80", "é🚀"],
              "b": {}, "c": [], "d": {"e": [[1], {"f": -1}]}}
            """#
        let parsed = try XCTUnwrap(JSONValueParser.value(of: Array(text.utf8)).map(JSONValue.init))
        XCTAssertEqual(parsed, try decoded(text))
        guard case .object(let members) = parsed, case .array(let strings) = members["a"] else {
            return XCTFail("not an object with an array: \(parsed)")
        }
        XCTAssertEqual(strings[6], .string("é€🚀"))
        XCTAssertEqual(strings[7], .string("é🚀"))
    }

    func testLeavesWhatItIsUnsureOfToJSONDecoder() {
        let refused = [
            "", " ", "[", "[1,]", "[1 2]", "{\"a\" 1}", "{\"a\":1,}", "{\"a\":1,\"a\":2}", "01", "1.", ".5", "-",
            "1e", "tru", "nul", "[1] x", "\"\\x\"", "\"\\ud800\"", "\"\\ud800\\u0041\"", "\"a\nb\"", "\"abc",
            "{1:2}", "\"\\u12\"", String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        ]
        for text in refused {
            XCTAssertNil(JSONValueParser.value(of: Array(text.utf8)).map(JSONValue.init), text)
        }
        XCTAssertNil(
            JSONValueParser.value(of: [UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\"")]).map(JSONValue.init),
            "invalid UTF-8")
        XCTAssertNil(JSONValueParser.documents(in: Array("{}".utf8)), "not an array")
    }

    func testNonContiguousBytesReadAlike() {
        let text = #"[{"id":"a","n":[1,2.5,"\u0041"]}]"#
        let chunks = [Array(text.utf8).prefix(5), Array(text.utf8).dropFirst(5)].joined()
        XCTAssertEqual(
            JSONValueParser.value(of: chunks).map(JSONValue.init),
            JSONValueParser.value(of: Array(text.utf8)).map(JSONValue.init))
        XCTAssertNotNil(JSONValueParser.value(of: chunks).map(JSONValue.init))
    }

    func testElementsAndMembersReadOnlyWhatTheyAreAskedFor() throws {
        let text = #"[{"id":"a","n\u0061me":"x","skip":{"s":["}\"]",1e2,{"t":[]}]},"n":-1.5}, 7, {"name":null}]"#
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBytes { buffer in
            let elements = try XCTUnwrap(JSONValueParser.elements(of: buffer))
            XCTAssertEqual(elements.map(\.id), ["a", nil, nil])
            let names = JSONValueParser.MemberNames(["name", "n"])
            XCTAssertEqual(
                JSONValueParser.members(names, ofObjectAt: elements[0].range, in: buffer),
                .object(["name": .string("x"), "n": .double(-1.5)]))
            XCTAssertNil(JSONValueParser.members(names, ofObjectAt: elements[1].range, in: buffer), "not an object")
            XCTAssertEqual(
                JSONValueParser.members(names, ofObjectAt: elements[2].range, in: buffer), .object(["name": .null]))
        }
        for refused in [#"[{"a":tru}]"#, #"[{"a":[1,}]"#, #"[{"a" 1}]"#, #"[1 2]"#, #"[{"a":"\q"}]"#, "[", "[1]x"] {
            XCTAssertNil(Array(refused.utf8).withUnsafeBytes { JSONValueParser.elements(of: $0) }, refused)
        }
    }

    func testCheckedKeysAreMatchedWhateverTheirLengthAndEscapes() throws {
        let text = #"""
            [{"a_long_key_that_is_skipped": {"nested": ["]", "}\"", [[{}]]], "more": "        "},
              "n": 1, "name_longer": 2, "nam": 3, "n\u0061me": "decoded", "id": "x"},
             {"name": "plain", "id": "y", "tail": [1, 2, 3, {"deep": {"deeper": "]]]]]]]]"}}]}]
            """#
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBytes { buffer in
            let names = JSONValueParser.MemberNames(["name", "id"])
            let elements = try XCTUnwrap(JSONValueParser.elements(of: buffer, checked: true, keeping: names))
            XCTAssertEqual(elements.map(\.id), ["x", "y"])
            XCTAssertEqual(elements.map(\.members), [["name": "decoded", "id": "x"], ["name": "plain", "id": "y"]])
            XCTAssertEqual(elements.map(\.range), JSONValueParser.elements(of: buffer)?.map(\.range))
        }
    }

    func testCheckedTextIsSplitAsTheGrammarCheckSplitsIt() {
        let text = #"[{"id":"a\\","x":"q\"}]\\\"","n":[1,{"y":"]"}]} , "s\\" ,-2.5e3,{"id":"b"}, [] ]"#
        let bytes = Array(text.utf8)
        bytes.withUnsafeBytes { buffer in
            let checked = JSONValueParser.elements(of: buffer, checked: true)
            let unchecked = JSONValueParser.elements(of: buffer)
            XCTAssertEqual(checked?.map(\.range), unchecked?.map(\.range))
            XCTAssertEqual(checked?.map(\.id), ["a\\", nil, nil, "b", nil])
            XCTAssertEqual(unchecked?.count, 5)
            let names = JSONValueParser.MemberNames(["n"])
            if let first = checked?.first {
                XCTAssertEqual(
                    JSONValueParser.members(names, ofObjectAt: first.range, in: buffer),
                    .object(["n": .array([.int(1), .object(["y": .string("]")])])]))
            }
        }
    }
}

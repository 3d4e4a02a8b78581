import XCTest

@testable import DocumentQuery

final class OrderedJSONTests: XCTestCase {
    /// Found by `scripts/fuzz ordered-json` (`[-1E5211]`): a number past Double's range parsed as infinity and was
    /// written back as `null`; it is refused, as `JSONDecoder` refuses it, and the largest finite ones still parse.
    func testANumberPastDoublesRangeIsRefused() throws {
        for text in ["[-1E5211]", "1e400", #"{"a":2e308}"#, "-1" + String(repeating: "0", count: 400)] {
            XCTAssertThrowsError(try OrderedJSON.parse(text), text)
        }
        XCTAssertEqual(try OrderedJSON.parse("1.7976931348623157e308"), .double(.greatestFiniteMagnitude))
        XCTAssertEqual(try OrderedJSON.parse("[1e-400]"), [.double(0)])
        XCTAssertEqual(try OrderedJSON.parse("99999999999999999999"), .double(1e20))
    }

    func testRoundTripKeepsKeyOrderAndCompactForm() throws {
        let text = #"{"z":1,"a":[true,false,null],"m":{"y":"s","b":-2.5},"e":[],"o":{}}"#
        let value = try OrderedJSON.parse(text)
        XCTAssertEqual(value.objectValue?.keys, ["z", "a", "m", "e", "o"])
        XCTAssertEqual(value.description, text)
        XCTAssertEqual(String(decoding: value.serialized(), as: UTF8.self), text)
    }

    func testObjectsFromUniquePairsKeepTheirOrderAndRefuseARepeatedKey() {
        let object = OrderedJSONObject(uniquePairs: [("b", 1), ("a", [true]), ("c", nil)])
        XCTAssertEqual(object?.keys, ["b", "a", "c"])
        XCTAssertEqual(object?["a"], [true])
        XCTAssertEqual(OrderedJSONObject(uniquePairs: [])?.isEmpty, true)
        XCTAssertNil(OrderedJSONObject(uniquePairs: [("a", 1), ("b", 2), ("a", 3)]))
        XCTAssertEqual(
            OrderedJSONObject([("a", 1), ("b", 2), ("a", 3)]).keys, ["a", "b"], "the lenient one keeps going")
    }

    func testLargeObjectsFindSetAndRemoveMembersAsSmallOnesDo() {
        let pairs = (0..<40).map { ("k\($0)", OrderedJSON.int($0)) }
        var large = OrderedJSONObject(pairs)
        XCTAssertEqual(large.count, 40)
        XCTAssertEqual(large["k33"], 33)
        XCTAssertEqual(OrderedJSONObject(uniquePairs: pairs.map { ($0.0, $0.1) })?["k39"], 39)
        XCTAssertNil(
            OrderedJSONObject(uniquePairs: (pairs + [("k7", 0)]).map { ($0.0, $0.1) }), "a repeat past the index size")
        large["k5"] = nil
        large["k33"] = "changed"
        large["new"] = true
        XCTAssertEqual(large.count, 40)
        XCTAssertNil(large["k5"])
        XCTAssertEqual(large["k6"], 6)
        XCTAssertEqual(large["k33"], "changed")
        XCTAssertEqual(large.keys.last, "new")
        XCTAssertEqual(Array(large.keys.prefix(6)), ["k0", "k1", "k2", "k3", "k4", "k6"])
        for key in large.keys.prefix(30) { large[key] = nil }
        XCTAssertEqual(large.count, 10, "back below the index size")
        XCTAssertEqual(large["k36"], 36)
        XCTAssertEqual(
            OrderedJSONObject(pairs), OrderedJSONObject(pairs.reversed()), "equal whatever the order")
        XCTAssertNotEqual(OrderedJSONObject(pairs), OrderedJSONObject(Array(pairs.dropLast()) + [("k39", 0)]))
        XCTAssertNotEqual(OrderedJSONObject(pairs), OrderedJSONObject(Array(pairs.dropLast()) + [("other", 39)]))
    }

    func testParsesWhitespaceEscapesAndUnicode() throws {
        let value = try OrderedJSON.parse(" { \"s\" : \"a\\\"b\\\\c\\/d\\n\\t\\r\\b\\f\\u00e9\\ud83d\\ude80é\" } ")
        XCTAssertEqual(value["s"]?.stringValue, "a\"b\\c/d\n\t\r\u{8}\u{c}é🚀é")
        XCTAssertEqual(value.description, #"{"s":"a\"b\\c/d\n\t\r\b\féé"}"#.replacingOccurrences(of: "éé", with: "é🚀é"))
        XCTAssertEqual(try OrderedJSON.parse(#""\u0001""#).description, #""\u0001""#)
        XCTAssertEqual(try OrderedJSON.parse(#""\ud83dx""#).stringValue, "\u{FFFD}x")
        XCTAssertEqual(try OrderedJSON.parse(#""\ud83d\u0041""#).stringValue, "\u{FFFD}A")
    }

    func testNumbersKeepIntegersAndFormatDoublesLikeJavaScript() throws {
        let value = try OrderedJSON.parse(
            "[0,-7,12345678901,1.5,-120.610829,1e2,2.5E-3,1e-7,1e21,123456789012345680000,0.1]")
        XCTAssertEqual(value.arrayValue?[1], .int(-7))
        XCTAssertEqual(value.arrayValue?[2], .int(12_345_678_901))
        XCTAssertEqual(value.arrayValue?[5], .double(100))
        XCTAssertEqual(
            value.description, "[0,-7,12345678901,1.5,-120.610829,100,0.0025,1e-7,1e+21,123456789012345680000,0.1]")
        XCTAssertEqual(OrderedJSON.double(-0.0).description, "0")
        XCTAssertEqual(OrderedJSON.double(1.2345e-10).description, "1.2345e-10")
        XCTAssertEqual(OrderedJSON.double(.infinity).description, "null")
        XCTAssertEqual(OrderedJSON.double(0.000001).description, "0.000001")
    }

    func testSyntaxErrorsReadLikeNode() {
        let cases: [(String, String)] = [
            ("", "Unexpected end of JSON input"),
            ("{\"a\":}", "Unexpected token } in JSON at position 5"),
            ("{\"a\" 1}", "Unexpected number in JSON at position 5"),
            ("[1,]", "Unexpected token ] in JSON at position 3"),
            ("[1 2]", "Unexpected number in JSON at position 3"),
            ("{\"a\":1 \"b\":2}", "Unexpected string in JSON at position 7"),
            ("{1:2}", "Unexpected number in JSON at position 1"),
            ("tru", "Unexpected end of JSON input"),
            ("nul!", "Unexpected token ! in JSON at position 3"),
            ("\"abc", "Unexpected end of JSON input"),
            ("\"a\nb\"", "Unexpected token \n in JSON at position 2"),
            ("\"\\x\"", "Unexpected token x in JSON at position 2"),
            ("\"\\u12g4\"", "Unexpected token g in JSON at position 5"),
            ("\"\\u12", "Unexpected end of JSON input"),
            ("-", "Unexpected end of JSON input"),
            ("-a", "Unexpected token a in JSON at position 1"),
            ("1.", "Unexpected end of JSON input"),
            ("1.x", "Unexpected token x in JSON at position 2"),
            ("1e", "Unexpected end of JSON input"),
            ("{} x", "Unexpected token x in JSON at position 3"),
            ("[", "Unexpected end of JSON input"),
            ("{\"a\"", "Unexpected end of JSON input"),
            ("\"\\", "Unexpected end of JSON input"),
            ("\u{00e9}", "Unexpected token ? in JSON at position 0"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try OrderedJSON.parse(text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.message, message, text)
                XCTAssertEqual((error as? JSONSyntaxError)?.description, message, text)
            }
        }
    }

    func testIndentedTextStaysLinearInDeepNesting() throws {
        var deep: OrderedJSON = "x"
        for _ in 0..<500 { deep = [deep] }
        let compact = deep.serialized()

        let indented = deep.indented()

        // Levels from 32 on are written compact on their line: indenting all 500 levels wrote about 500 KB of spaces.
        XCTAssertLessThan(indented.count, compact.count + 32 * 33 * 2 + 64)
        XCTAssertEqual(try OrderedJSON.parse(indented), deep)
        let lines = String(decoding: indented, as: UTF8.self).split(separator: "\n")
        XCTAssertEqual(lines.count, 2 * 32 + 1)
        let innermost = String(repeating: "[", count: 468) + "\"x\"" + String(repeating: "]", count: 468)
        XCTAssertEqual(String(lines[32]), String(repeating: " ", count: 64) + innermost)
    }

    func testDeepNestingIsRefusedInsteadOfCrashing() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        XCTAssertThrowsError(try OrderedJSON.parse(deep)) { error in
            XCTAssertTrue((error as? JSONSyntaxError)?.message.hasPrefix("Maximum nesting depth") ?? false)
        }
    }

    func testEqualityComparesNumbersByValueAndIgnoresKeyOrder() throws {
        XCTAssertEqual(OrderedJSON.int(2), .double(2))
        XCTAssertNotEqual(OrderedJSON.int(2), .string("2"))
        XCTAssertNotEqual(OrderedJSON.int(2), .int(3))
        XCTAssertEqual(try OrderedJSON.parse(#"{"a":1,"b":2}"#), try OrderedJSON.parse(#"{"b":2,"a":1}"#))
        XCTAssertNotEqual(OrderedJSON.null, .bool(false))
        XCTAssertEqual(OrderedJSON.array([1, "x"]), [1, "x"])
    }

    func testAccessors() {
        let value: OrderedJSON = ["links": ["patch": ["small": "u"]], "n": 3, "d": 2.5, "b": true, "z": nil]
        XCTAssertEqual(value.value(atPath: "links.patch.small")?.stringValue, "u")
        XCTAssertNil(value.value(atPath: "links.nope.small"))
        XCTAssertEqual(value["n"]?.intValue, 3)
        XCTAssertEqual(value["n"]?.doubleValue, 3)
        XCTAssertNil(value["d"]?.intValue)
        XCTAssertEqual(OrderedJSON.double(4).intValue, 4)
        XCTAssertEqual(value["b"]?.boolValue, true)
        XCTAssertTrue(value["z"]?.isNull ?? false)
        XCTAssertTrue(value["d"]?.isNumber ?? false)
        XCTAssertNil(value["b"]?.stringValue)
        XCTAssertNil(value["b"]?.doubleValue)
        XCTAssertNil(value["b"]?.arrayValue)
        XCTAssertNil(value["b"]?.objectValue)
        XCTAssertNil(value["n"]?.boolValue)
        XCTAssertNil(OrderedJSON.int(1)["x"])
        XCTAssertEqual(OrderedJSON(floatLiteral: 1.5), .double(1.5))
    }

    func testObjectKeepsInsertionOrderAndRemoves() {
        var object: OrderedJSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 4
        XCTAssertEqual(object.keys, ["b", "a", "c"])
        XCTAssertEqual(object.map(\.key), ["b", "a", "c"])
        object["a"] = nil
        object["missing"] = nil
        XCTAssertEqual(object.keys, ["b", "c"])
        XCTAssertEqual(object.count, 2)
        XCTAssertFalse(object.isEmpty)
        XCTAssertEqual(OrderedJSONObject([("k", 1), ("k", 2)]).keys, ["k"])
        XCTAssertEqual(OrderedJSONObject([("k", 1), ("k", 2)])["k"], 2)
        XCTAssertTrue(OrderedJSONObject().isEmpty)
    }
}

import Foundation
import XCTest

@testable import TerminalImages

final class Base64Tests: XCTestCase {
    private func encoded(_ bytes: [UInt8]) -> String {
        let count = Base64.encodedCount(bytes.count)
        var output = [UInt8](repeating: 0xEE, count: count + 8)
        let written = bytes.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { Base64.encode(source, into: $0.baseAddress!) }
        }
        XCTAssertEqual(written, count)
        // Nothing past the encoded characters is touched.
        XCTAssertEqual(Array(output[count...]), [UInt8](repeating: 0xEE, count: 8))
        return String(decoding: output[..<written], as: UTF8.self)
    }

    func testRFC4648Vectors() {
        let vectors = [
            ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ]
        for (plain, expected) in vectors {
            XCTAssertEqual(encoded(Array(plain.utf8)), expected, plain)
        }
    }

    func testEveryAlphabetCharacterAndBothPaddings() {
        // 0x00 0x10 0x83 0x10 0x51 0x87 0x20 0x92 0x8B … encodes the alphabet in order.
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        let bytes = try! XCTUnwrap(Data(base64Encoded: alphabet))
        XCTAssertEqual(encoded(Array(bytes)), alphabet)
        XCTAssertEqual(encoded([0xFF, 0xFF, 0xFF, 0xFF]), "/////w==")
        XCTAssertEqual(encoded([0xFB, 0xEF]), "++8=")
    }

    func testAgreesWithFoundationOnEveryLengthAndLongInputs() {
        var state: UInt32 = 2_024
        var bytes: [UInt8] = []
        for length in 0..<200 {
            XCTAssertEqual(encoded(bytes), Data(bytes).base64EncodedString(), "length \(length)")
            state = state &* 1_664_525 &+ 1_013_904_223
            bytes.append(UInt8(truncatingIfNeeded: state >> 24))
        }
        let long = (0..<100_003).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        XCTAssertEqual(encoded(long), Data(long).base64EncodedString())
    }
}

import TerminalRuntime
import XCTest

/// Reading the terminal's answer to the graphics query from raw bytes: kitty's OK, the device attributes with and
/// without sixel, answers split anywhere, noise around them, and no answer at all.
final class TerminalGraphicsAnswerTests: XCTestCase {
    private static let kittyOK = "\u{1B}_Gi=31;OK\u{1B}\\"
    private static let attributesWithSixel = "\u{1B}[?62;4;22c"
    private static let attributesWithoutSixel = "\u{1B}[?62;22c"

    private func answer(_ text: String) -> TerminalGraphicsAnswer {
        TerminalGraphicsAnswer(bytes: Array(text.utf8))
    }

    func testKittyAnswersOKThenItsAttributes() {
        let read = answer(Self.kittyOK + "\u{1B}[?62;c")
        XCTAssertEqual(read.support, TerminalGraphicsSupport(kitty: true, sixel: false))
        XCTAssertTrue(read.isComplete)
    }

    func testAttributesListingFourMeanSixel() {
        XCTAssertEqual(answer(Self.attributesWithSixel).support, TerminalGraphicsSupport(kitty: false, sixel: true))
        XCTAssertEqual(answer("\u{1B}[?4c").support, TerminalGraphicsSupport(sixel: true))
        XCTAssertEqual(answer("\u{1B}[?62;1;2;6;9;15;18;21;22;4c").support, TerminalGraphicsSupport(sixel: true))
        XCTAssertTrue(answer(Self.attributesWithSixel).isComplete)
    }

    func testAttributesWithoutFourMeanNoSixelEvenWithFourInsideAnotherNumber() {
        XCTAssertEqual(answer(Self.attributesWithoutSixel).support, TerminalGraphicsSupport())
        XCTAssertEqual(answer("\u{1B}[?64;14;42c").support, TerminalGraphicsSupport())
        XCTAssertTrue(answer(Self.attributesWithoutSixel).isComplete)
    }

    func testBothAnswersTogether() {
        XCTAssertEqual(
            answer(Self.kittyOK + Self.attributesWithSixel).support, TerminalGraphicsSupport(kitty: true, sixel: true))
    }

    func testNoAnswerSaysNothingAndIsNotComplete() {
        let read = TerminalGraphicsAnswer(bytes: [])
        XCTAssertEqual(read.support, TerminalGraphicsSupport())
        XCTAssertFalse(read.isComplete)
    }

    func testEveryPrefixOfAnAnswerIsIncompleteAndNeverClaimsMore() {
        let bytes = Array((Self.kittyOK + Self.attributesWithSixel).utf8)
        let kittyEnd = Self.kittyOK.utf8.count
        for length in 0..<bytes.count {
            let read = TerminalGraphicsAnswer(bytes: Array(bytes[0..<length]))
            XCTAssertFalse(read.isComplete, "prefix of \(length) bytes")
            XCTAssertFalse(read.support.sixel, "prefix of \(length) bytes")
            XCTAssertEqual(read.support.kitty, length >= kittyEnd, "prefix of \(length) bytes")
        }
        XCTAssertTrue(TerminalGraphicsAnswer(bytes: bytes).isComplete)
    }

    func testOnlyAnOKForIdThirtyOneIsKitty() {
        XCTAssertFalse(answer("\u{1B}_Gi=31;ENOTSUPPORTED:no\u{1B}\\" + Self.attributesWithoutSixel).support.kitty)
        XCTAssertFalse(answer("\u{1B}_Gi=7;OK\u{1B}\\" + Self.attributesWithoutSixel).support.kitty)
        XCTAssertFalse(answer("\u{1B}_Xi=31;OK\u{1B}\\" + Self.attributesWithoutSixel).support.kitty)
        XCTAssertFalse(answer("\u{1B}_Gi=31\u{1B}\\" + Self.attributesWithoutSixel).support.kitty)
        XCTAssertTrue(answer("\u{1B}_Gi=31,p=2;OK\u{1B}\\").support.kitty, "other keys may come along")
        XCTAssertTrue(answer("\u{1B}_Gi=31;OK\u{07}").support.kitty, "a BEL may end it")
    }

    func testNoiseAroundTheAnswersIsSkipped() {
        let noisy =
            "jk\r\u{1B}[A\u{1B}\u{1B}_junk" + "\u{1B}[?1;2" + Self.kittyOK + "x\u{1B}[12;5R\u{1B}]11;rgb:0/0/0\u{07}"
            + Self.attributesWithSixel + "q"
        let read = answer(noisy)
        XCTAssertEqual(read.support, TerminalGraphicsSupport(kitty: true, sixel: true))
        XCTAssertTrue(read.isComplete)
    }

    func testKeysTypedDuringTheExchangeAreKeptForTheKeyReader() {
        let read = answer("jk\r\u{1B}[A" + Self.kittyOK + "\u{1B}[6~" + Self.attributesWithSixel + "q")
        XCTAssertEqual(String(decoding: read.typed, as: UTF8.self), "jk\r\u{1B}[A\u{1B}[6~q")
    }

    func testAnotherSequenceThanTheAttributesDoesNotEndTheWait() {
        XCTAssertFalse(answer("\u{1B}[?62;4u").isComplete)
        XCTAssertFalse(answer("\u{1B}[62;4c").isComplete, "no question mark: not an answer to ESC [ c")
        XCTAssertFalse(answer("\u{1B}[?62;4c").support.kitty)
    }

    func testTheRequestAsksKittyForIdThirtyOneThenTheAttributes() {
        XCTAssertEqual(TerminalGraphicsQuery.request, "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
    }
}

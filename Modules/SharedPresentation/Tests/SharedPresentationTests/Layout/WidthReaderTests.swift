import XCTest

@testable import SharedPresentation

final class WidthReaderTests: XCTestCase {
    func testBuildsItsContentForTheOfferedWidth() {
        let reader = WidthReader { width in Text("offered \(width)") }
        XCTAssertEqual(plain(reader, width: 30), ["offered 30"])
        XCTAssertEqual(plain(reader, width: 12), ["offered 12"])
    }

    func testTakesTheRoomLeftInAStack() {
        let row = HStack(spacing: 1) {
            Text("label")
            WidthReader { width in Text(String(repeating: "=", count: width)) }
        }
        XCTAssertEqual(plain(row, width: 12), ["label ======"])
    }

    func testCanChooseALayoutByWidth() {
        let reader = WidthReader { width in
            if width >= 10 {
                Text("wide layout")
            } else {
                Text("narrow")
            }
        }
        XCTAssertEqual(plain(reader, width: 11), ["wide layout"])
        XCTAssertEqual(plain(reader, width: 9), ["narrow"])
    }
}

import XCTest

@testable import SharedPresentation

final class ViewThatFitsTests: XCTestCase {
    private let choice = ViewThatFits {
        Text("one long line of text")
        Text("short")
    }

    func testShowsTheFirstViewWhoseIdealWidthFits() {
        XCTAssertEqual(plain(choice, width: 21), ["one long line of text"])
        XCTAssertEqual(plain(choice, width: 40), ["one long line of text"])
    }

    func testFallsBackToTheLastViewWhenNoneFits() {
        XCTAssertEqual(plain(choice, width: 20), ["short"])
        XCTAssertEqual(plain(choice, width: 3), ["sho", "rt"])
    }

    func testAMinimumFrameMakesAWidthThreshold() {
        let threshold = ViewThatFits {
            Text("wide").frame(minWidth: 10, maxWidth: .infinity)
            Text("narrow")
        }
        XCTAssertEqual(plain(threshold, width: 9), ["narrow"])
        XCTAssertEqual(plain(threshold, width: 10), ["wide"])
    }

    func testTriesTheMiddleChoiceBeforeTheLast() {
        let three = ViewThatFits {
            Text("aaaaaaaaaa")
            Text("bbbbb")
            Text("c")
        }
        XCTAssertEqual(plain(three, width: 7), ["bbbbb"])
        XCTAssertEqual(plain(three, width: 4), ["c"])
    }

    func testMeasuresAsTheFirstChoiceButShrinksToTheSmallest() {
        let row = HStack(spacing: 1) {
            choice
            Text("|")
        }
        XCTAssertEqual(plain(row, width: 40), ["one long line of text |"])
        XCTAssertEqual(plain(row, width: 10), ["short    |"])
    }

    func testASingleViewIsTheOnlyChoice() {
        XCTAssertEqual(plain(ViewThatFits { Text("only one") }, width: 4), ["only", "one"])
        XCTAssertEqual(plain(ViewThatFits { EmptyView() }, width: 4), [])
    }
}

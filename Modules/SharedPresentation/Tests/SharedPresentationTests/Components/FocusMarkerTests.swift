import XCTest

@testable import SharedPresentation

/// The focus marker keeps rows aligned: one cell, `›` (ASCII `>`) when focused, a blank otherwise.
final class FocusMarkerTests: XCTestCase {
    func testTheMarkerIsOneCellFocusedOrNot() {
        XCTAssertEqual(plain(FocusMarker(isFocused: true), width: 10), ["›"])
        XCTAssertEqual(plain(FocusMarker(isFocused: true), width: 10, glyphs: .ascii), [">"])
        XCTAssertEqual(
            plain(
                HStack {
                    FocusMarker(isFocused: false); Text("x")
                }, width: 10), ["  x"])
        XCTAssertEqual(style(of: "›", in: styled(FocusMarker(isFocused: true), width: 10))?.bold, true)
    }
}

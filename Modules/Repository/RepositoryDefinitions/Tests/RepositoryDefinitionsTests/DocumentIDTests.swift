import XCTest

@testable import RepositoryDefinitions

final class DocumentIDTests: XCTestCase {
    func testIdsAreExactlyTwentyFourHexDigitsInEitherCase() {
        let table: [(String, Bool)] = [
            ("5e9d0d95eda69973a809d1ec", true), ("5EB87D4DFFD86E000604B38E", true),
            (" 5e9d0d95eda69973a809d1ec ", false), ("5e9d0d95eda69973a809d1e", false),
            ("5e9d0d95eda69973a809d1ecc", false), ("5e9d0d95eda69973a809d1eg", false),
            ("crew-1", false), ("", false), ("５e9d0d95eda69973a809d1e", false),
        ]
        for (text, isID) in table {
            XCTAssertEqual(DocumentID.isValid(text), isID, text)
        }
    }
}

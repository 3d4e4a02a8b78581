import SharedPresentation
import XCTest

final class LabeledContentTests: XCTestCase {
    func testLabelBesideValueWithTheValueWrappingUnderItself() {
        let row = LabeledContent("Details", value: "SpaceX will launch the sixth Starlink mission of the year")
        XCTAssertEqual(
            plain(row, width: 40),
            ["Details  SpaceX will launch the sixth", "         Starlink mission of the year"])
        XCTAssertEqual(style(of: "Details", in: styled(row, width: 40)), TextStyle(dim: true))
        XCTAssertEqual(style(of: "SpaceX", in: styled(row, width: 40)), .plain)
    }

    func testNarrowLinesPutTheValueUnderTheLabel() {
        let row = LabeledContent("Launch site", value: "Cape Canaveral Space Force Station SLC 40")
        XCTAssertEqual(
            plain(row, width: 30), ["Launch site", "  Cape Canaveral Space Force", "  Station SLC 40"])
    }

    func testShortValuesStayBesideEvenWhenNarrow() {
        XCTAssertEqual(plain(LabeledContent("Launch site", value: "SLC 40"), width: 20), ["Launch site  SLC 40"])
    }

    func testMissingValuesShowADash() {
        XCTAssertEqual(plain(LabeledContent("Details", value: ""), width: 30), ["Details  -"])
    }

    func testAnyViewCanBeTheValue() {
        let row = LabeledContent("Status") { Badge(.success) }
        XCTAssertEqual(plain(row, width: 30), ["Status  ✓ Success"])
    }

    func testValuesAreSanitised() {
        XCTAssertEqual(plain(LabeledContent("Name", value: "\u{1B}[31mFalcon\u{202E}"), width: 30), ["Name  Falcon"])
    }

    func testFormAlignsLabelsInOneColumn() {
        let form = Form {
            LabeledContent("Site", value: "SLC 40")
            LabeledContent("Launch date", value: "2022-10-20")
            Section("Rocket") {
                LabeledContent("Name", value: "Falcon 9")
            }
        }
        XCTAssertEqual(
            plain(form, width: 40),
            [
                "Site         SLC 40", "Launch date  2022-10-20", "Rocket ─────────────────────────────────",
                "Name         Falcon 9",
            ])
    }

    func testFormCapsTheLabelColumnAndWrapsLongLabels() {
        let form = Form(spacing: 1) {
            LabeledContent("Number of first stage engines", value: "9")
            LabeledContent("Type", value: "rocket")
        }
        XCTAssertEqual(
            plain(form, width: 30),
            ["Number of     9", "first stage", "engines", "", "Type          rocket"])
    }

    func testLabeledContentInAnHStackMeasuresBothParts() {
        let row = HStack(spacing: 3) {
            LabeledContent("Cost", value: "$50M")
            LabeledContent("Height", value: "70 m")
        }
        XCTAssertEqual(plain(row, width: 40), ["Cost  $50M   Height  70 m"])
    }
}

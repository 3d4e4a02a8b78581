import Foundation
import SharedPresentation
import Testing

/// The rows of an editable form.
struct FormFieldRowsTests {
    enum Field: Hashable, Sendable, CaseIterable {
        case name, size
    }

    func rows(focus: Field?) -> some View {
        let fields = FormFieldRows(
            fields: Field.allCases, focus: focus, label: { $0 == .name ? "Name" : "Size" })
        return VStack {
            fields.text(.name, text: "", placeholder: "any name")
            fields.choice(.size, choices: [("Small", false), ("Large", true)])
        }
    }

    @Test func theFocusedTextFieldHasTheMarkerABoldLabelAndACaretBeforeItsPlaceholder() {
        let lines = styled(rows(focus: .name), width: 40)
        #expect(
            lines.map { $0.plainText.replacingOccurrences(of: " +$", with: "", options: .regularExpression) } == [
                "› Name  ▏any name", "  Size  ○ Small", "        ◉ Large",
            ])
        #expect(style(of: "Name", in: lines)?.bold == true)
        #expect(style(of: "Size", in: lines)?.dim == true)
    }

    @Test func eachRowIsAnchoredSoAWindowCanKeepItInView() {
        let frame = rows(focus: .size).renderFrame(width: 40)
        #expect(frame.region(of: FormAnchor.field(Field.name)) == 0..<1)
        #expect(frame.region(of: FormAnchor.field(Field.size)) == 1..<3)
        #expect(frame.lines[0].plainText.hasPrefix("  Name  any name"))
        #expect(frame.lines[1].plainText.hasPrefix("› Size  ○ Small"))
    }
}

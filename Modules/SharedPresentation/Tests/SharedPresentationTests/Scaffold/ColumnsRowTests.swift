import SharedPresentation
import Testing

/// The row layout every list shares: one line in the list's columns from 100 terminal columns (98 for the row,
/// after the list's marker), two lines below.
struct ColumnsRowTests {
    let columns = TableLayout(columns: [TableColumn(fitting: ["Falcon 9"]), TableColumn(fitting: ["Active"])])

    func row() -> some View {
        ColumnsRow(columns: columns) { widths in
            Text("one line \(widths.map(String.init).joined(separator: ","))")
        } twoLines: { width in
            VStack {
                Text("first of two at \(width)")
                Text("second")
            }
        }
    }

    @Test func fromTheWideMinimumTheRowIsOneLineGivenItsColumnsWidths() {
        let lines = row().render(width: 98).map(\.plainText)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("one line \(columns.widths(for: 98).map(String.init).joined(separator: ","))"))
    }

    @Test func narrowerTheRowIsTwoLinesGivenItsWidth() {
        let lines = row().render(width: 97).map(\.plainText)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("first of two at 97"))
    }
}

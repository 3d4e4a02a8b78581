import Testing

@testable import SharedPresentation

/// A test form: a name, a dog-or-cat toggle, ten lines of filler and notes; ⏎ needs a name.
@MainActor
final class PetForm: FormFeature {
    enum Field: Hashable, Sendable, CaseIterable {
        case name, kind, notes
    }

    var name = ""
    var isCat = false
    var notes = ""

    var title: String { "Pet" }
    var keyHints: [KeyHint] { [KeyHint("⏎", "save")] }

    func screen(focus: Field, errorMessage: String?, backTitle: String?) -> some View {
        let rows = FormFieldRows(fields: Field.allCases, focus: focus, label: { "\($0)" })
        return VStack {
            NavigationBar("Pet", backTitle: backTitle)
            rows.text(.name, text: name, placeholder: "")
            rows.choice(.kind, choices: [("Dog", !isCat), ("Cat", isCat)])
            ForEach(0..<10) { Text("filler \($0)") }
            rows.text(.notes, text: notes, placeholder: "")
            if let errorMessage {
                Text(errorMessage).anchor(FormAnchor<Field>.error)
            }
        }
    }

    func edit(_ field: Field, with key: Key) -> Bool {
        switch (key, field) {
        case (.character(" "), .kind): isCat.toggle()
        case (.character(let character), .name): name.append(character)
        case (.character(let character), .notes): notes.append(character)
        default: return false
        }
        return true
    }

    func submit() -> Result<ScreenOutcome<String>, FormProblem<Field>> {
        name.isEmpty ? .failure(FormProblem(field: .name, message: "A pet needs a name.")) : .success(.intent(name))
    }
}

/// The form scaffold's keys, tested once for every form: moving between fields, editing the focused one, ⏎ and
/// its error, Esc, and the window of a form taller than the terminal.
@MainActor
struct FormControllerTests {
    let environment = ScreenEnvironment(width: 40, height: 5, backTitle: "Pets")

    func shown(_ form: FormController<PetForm>) -> [String] {
        form.render(in: environment).map { $0.plainText.trimmingCharacters(in: .whitespaces) }
    }

    @Test func tabAndTheArrowsMoveThroughTheFieldsInOrderAndWrap() {
        let form = FormController(PetForm())
        var seen = [form.focus]
        for key in [Key.tab, .down, .tab, .backTab, .up] {
            _ = form.handle(key, in: environment)
            seen.append(form.focus)
        }
        #expect(seen == [.name, .kind, .notes, .name, .notes, .kind])
        #expect(form.capturesKeys && !form.isBusy && form.title == "Pet" && form.keyHints.map(\.key) == ["⏎"])
        #expect(form.load().work.isEmpty && form.refresh().work.isEmpty)
    }

    @Test func keysEditTheFocusedFieldAndEscLeaves() {
        let form = FormController(PetForm())
        for character in "Rex" { _ = form.handle(.character(character), in: environment) }
        _ = form.handle(.tab, in: environment)
        _ = form.handle(.character(" "), in: environment)
        #expect(form.feature.name == "Rex" && form.feature.isCat)
        #expect(form.handle(.escape, in: environment).dismiss)
    }

    @Test func enterRefusesWithTheFieldAtFaultFocusedUntilTheNextEditThenApplies() {
        let form = FormController(PetForm())
        _ = form.handle(.tab, in: environment)
        let refused = form.handle(.enter, in: environment)
        #expect(!refused.dismiss && refused.intents.isEmpty)
        #expect(form.focus == .name && form.errorMessage == "A pet needs a name.")
        #expect(shown(form).contains("A pet needs a name."), "the window shows the error")

        _ = form.handle(.left, in: environment)
        #expect(form.errorMessage != nil, "a key that means nothing keeps the error")
        _ = form.handle(.character("R"), in: environment)
        #expect(form.errorMessage == nil)
        let applied = form.handle(.enter, in: environment)
        #expect(applied.dismiss && applied.intents == ["R"])
    }

    @Test func aTallFormScrollsByPagesAndFollowsTheFocus() {
        let form = FormController(PetForm())
        #expect(shown(form).contains { $0.hasPrefix("› name") })
        _ = form.handle(.backTab, in: environment)
        #expect(shown(form).contains { $0.hasPrefix("› notes") }, "the window follows the focus to the end")
        _ = form.handle(.pageUp, in: environment)
        #expect(!shown(form).contains { $0.hasPrefix("› notes") })
        _ = form.handle(.pageDown, in: environment)
        #expect(shown(form).contains { $0.hasPrefix("› notes") })
    }
}

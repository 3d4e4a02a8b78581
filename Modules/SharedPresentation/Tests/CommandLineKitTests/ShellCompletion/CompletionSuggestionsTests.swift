import CommandLineKit
import Testing

/// The bounded wait for a completion script's suggestions: the answer when it comes in time, nothing when the
/// source stalls past the budget.
struct CompletionSuggestionsTests {
    @Test func anAnswerInTimeIsTaken() async {
        let names = await CompletionSuggestions.within(.seconds(30)) { ["Falcon 9", "Starship"] }
        #expect(names == ["Falcon 9", "Starship"])
    }

    @Test func aSourceStalledPastTheBudgetGivesNothing() async {
        let names = await CompletionSuggestions.within(.milliseconds(20)) { () -> [String] in
            try? await Task.sleep(for: .seconds(60))
            return ["too late"]
        }
        #expect(names == nil)
    }
}

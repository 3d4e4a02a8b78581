import Testing

@testable import ScriptPrinting

/// A next-page command wrapped so that a shell reads it back whole.
struct CommandLineWrapTests {
    @Test func aCommandIsBrokenBetweenOptionsWithContinuations() {
        let command = "spacex launches --page 2 --offline --width 30 --rocket 'falcon 9' --search starlink"
        let lines = CommandLineWrap.lines(command, width: 30)
        #expect(
            lines == [
                "spacex launches --page 2 \\", "  --offline --width 30 \\", "  --rocket 'falcon 9' \\",
                "  --search starlink",
            ])
        #expect(lines.allSatisfy { $0.count <= 30 })
        let rejoined = lines.map { $0.hasSuffix(" \\") ? String($0.dropLast(2)) : $0 }
            .map { $0.trimmingPrefix("  ") }.joined(separator: " ")
        #expect(rejoined == command, "the shell reads the same words")
    }

    @Test func quotedWordsStayWholeAndAWordWiderThanTheWidthStandsAlone() {
        #expect(CommandLineWrap.words("a --search 'it'\\''s here' b") == ["a", "--search", "'it'\\''s here'", "b"])
        #expect(
            CommandLineWrap.lines("tool --base-url http://127.0.0.1:35315/a/very/long/path", width: 20) == [
                "tool \\", "  --base-url http://127.0.0.1:35315/a/very/long/path",
            ])
        #expect(CommandLineWrap.lines("tool x", width: 40) == ["tool x"])
    }
}

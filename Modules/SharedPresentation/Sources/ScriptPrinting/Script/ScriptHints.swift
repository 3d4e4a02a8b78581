/// What printed output says about the program's own command line: the hints that name its options. The program
/// supplies them (it owns its option table), so script printing names no option of any app.
public struct ScriptHints: Sendable {
    /// Under a failure worth retrying, where keys don't work, like "Run again with --refresh to retry".
    public var retry: String
    /// After the age of fresh saved data, how to get the live answer instead, like "--refresh asks the API now".
    public var liveAnswer: String
    /// The command line that prints the page after `page`, like "tool launches --page 3 --limit 5"; nil when
    /// there is none to name (the page number would overflow).
    public var nextPage: @Sendable (ScriptPage) -> String?

    /// Creates the hints.
    public init(retry: String, liveAnswer: String, nextPage: @escaping @Sendable (ScriptPage) -> String?) {
        self.retry = retry
        self.liveAnswer = liveAnswer
        self.nextPage = nextPage
    }

    /// These hints with `words` (the options that shaped the page: `--from 2020-01-01 --offline`) after every
    /// next-page command line, so following it prints the same list's next page.
    public func repeating(_ words: [String]) -> ScriptHints {
        guard !words.isEmpty else { return self }
        var hints = self
        let nextPage = self.nextPage
        hints.nextPage = { page in nextPage(page).map { ([$0] + words).joined(separator: " ") } }
        return hints
    }
}

/// Suggestions a completion script asks a source for as it is printed (names from an API, say): a script runs as
/// a shell starts, so the wait for them is bounded and a stalled source never holds the shell up.
public enum CompletionSuggestions {
    /// What `fetch` gives within `budget`, or nil when the budget runs out first. The fetch is then cancelled and
    /// not awaited (a request may not stop at once when cancelled).
    public static func within<Value: Sendable>(
        _ budget: Duration, _ fetch: sending @escaping () async -> Value
    ) async -> Value? {
        // Whichever comes first: the value, or the end of the budget.
        let (answers, answer) = AsyncStream.makeStream(of: Value?.self)
        let live = Task { answer.yield(await fetch()) }
        let timer = Task {
            try? await Task.sleep(for: budget)
            answer.yield(nil)
        }
        var first = answers.makeAsyncIterator()
        let value = await first.next() ?? nil
        answer.finish()
        live.cancel()
        timer.cancel()
        return value
    }
}

import ShellCompletion

extension CompletionSpec {
    /// `spacex`'s completions, offering `rocketNames` after `spacex rocket`.
    public static func spacex(rocketNames: [String]) -> CompletionSpec {
        CompletionSpec(.spacex, suggestions: [.rocket: rocketNames])
    }
}

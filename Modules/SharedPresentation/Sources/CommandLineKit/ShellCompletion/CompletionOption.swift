/// One option a shell completes: how it is spelled, what it does, and what follows it.
public struct CompletionOption: Sendable, Hashable {
    /// Every spelling, like `["-h", "--help"]`.
    public let spellings: [String]
    /// The one-line description shells show beside it.
    public let help: String
    /// What follows the option.
    public let values: CompletionValues

    /// Describes an option.
    public init(spellings: [String], help: String, values: CompletionValues = .none) {
        self.spellings = spellings
        self.help = help
        self.values = values
    }

    /// The long spellings without their dashes (`--page` → `page`), for fish.
    var longNames: [String] {
        spellings.filter { $0.hasPrefix("--") && $0.count > 2 }.map { String($0.dropFirst(2)) }
    }

    /// The one-letter spellings without their dash (`-h` → `h`), for fish.
    var shortNames: [String] {
        spellings.filter { !$0.hasPrefix("--") && $0.hasPrefix("-") && $0.count == 2 }.map { String($0.dropFirst()) }
    }
}

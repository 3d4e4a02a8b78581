/// What a shell offers for an option's value or a command's argument.
public enum CompletionValues: Sendable, Hashable {
    /// Nothing follows: the option is a switch, or the command takes no argument.
    case none
    /// Something must follow but nothing can be suggested (a number, a date, free text).
    case anything
    /// One of these words; they may contain spaces ("Falcon 9") and are matched ignoring case.
    case choices([String])
    /// A directory path.
    case directories

    /// Whether something follows, so the word after it is a value and not a command or option.
    public var takesValue: Bool { self != .none }
}

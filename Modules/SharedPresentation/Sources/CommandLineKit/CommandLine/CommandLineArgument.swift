/// What a command takes after its name besides options: usage lines show it, ``CommandLineProgram`` checks it and
/// shell completions offer it.
public enum CommandLineArgument: Sendable, Equatable {
    /// Nothing: any word is an unexpected argument.
    case none
    /// One or more words read as one text joined by spaces, like a name; `placeholder` shows it in usage lines
    /// (`<id|name>`) and `missing` names it when none is given ("the item id or name").
    case words(placeholder: String, missing: String)
    /// Exactly one of `words`; `noun` names what to choose ("name one shell: bash, zsh or fish").
    case choice(noun: String, [String])
    /// Optionally, the name of another command, whose help to show.
    case helpTopic

    /// The argument as usage lines show it: `<id|name>`, `<bash|zsh|fish>`, `[command]`, or empty.
    var synopsis: String {
        switch self {
        case .none: ""
        case .words(let placeholder, _): placeholder
        case .choice(_, let words): "<\(words.joined(separator: "|"))>"
        case .helpTopic: "[command]"
        }
    }
}

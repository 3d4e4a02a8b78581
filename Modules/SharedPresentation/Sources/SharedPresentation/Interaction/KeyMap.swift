/// The user's own keys (the config file's `key.<command> = …` lines): each command the screens' key bindings send
/// by a letter (``commands``) can be given other keys, which then replace that letter everywhere.
///
/// The screens' ``KeyBinding`` tables stay as declared; the navigator reads each key through ``resolve(_:)``
/// before it looks one up (a rebound key stands for the command's default letter, and the default letter, now
/// replaced, sends nothing), and the key help and key bar show keys through ``shown(_:)`` and ``hint(_:)``. Keys
/// that are not letters (arrows, PgDn, ⏎, Esc, Ctrl-C) are never rebound, so every command stays reachable, and a
/// form that takes every key (the filter's text fields) reads keys as typed.
public struct KeyMap: Sendable, Equatable {
    /// A command that can be rebound: its name in the config file and its default letter in every screen.
    public struct Command: Sendable, Equatable {
        /// The name after `key.` in the config file.
        public let name: String
        /// The letter the screens bind to it.
        public let key: Character
    }

    /// Every command that can be rebound, in the order the README lists them.
    public static let commands: [Command] = [
        ("up", "k"), ("down", "j"), ("page-down", " "), ("top", "g"), ("bottom", "G"), ("open", "l"),
        ("back", "h"), ("open-link", "o"), ("filter", "f"), ("clear-filter", "x"), ("refresh", "r"), ("help", "?"),
        ("quit", "q"),
    ].map { Command(name: $0.0, key: $0.1) }

    /// The keys that replace a command's default letter, by that letter.
    private var replacements: [Character: [Character]] = [:]

    /// The screens' own keys.
    public init() {}

    /// Whether no command is rebound.
    public var isEmpty: Bool { replacements.isEmpty }

    /// Gives the command named `name` the keys `keys` in place of its default letter; returns why not (and changes
    /// nothing) for a name that is not in ``commands``, no keys, or a key another command was given.
    public mutating func bind(_ name: String, to keys: [Character]) -> String? {
        guard let command = Self.commands.first(where: { $0.name == name }) else {
            return "no command '\(name)' (commands: \(Self.commands.map(\.name).joined(separator: ", ")))"
        }
        guard !keys.isEmpty else { return "no key given" }
        for (letter, taken) in replacements where letter != command.key {
            if let key = keys.first(where: taken.contains), let other = Self.commands.first(where: { $0.key == letter })
            {
                return "\(Key.character(key).name) is already the key of \(other.name)"
            }
        }
        replacements[command.key] = keys
        return nil
    }

    /// The default letter a rebound key stands for.
    private func defaultLetter(for character: Character) -> Character? {
        replacements.first { $0.value.contains(character) }?.key
    }

    /// The key the screens' bindings know `key` by: a rebound key as its command's default letter; nil for a
    /// default letter that was replaced (it sends nothing); any other key as it is.
    public func resolve(_ key: Key) -> Key? {
        guard case .character(let character) = key else { return key }
        if let letter = defaultLetter(for: character) { return .character(letter) }
        return replacements[character] == nil ? key : nil
    }

    /// The keys that send what `keys` send in the screens' bindings, in the same order: a replaced letter as its
    /// new keys; a letter now taken by another command left out.
    public func shown(_ keys: [Key]) -> [Key] {
        keys.flatMap { key -> [Key] in
            guard case .character(let character) = key else { return [key] }
            if let new = replacements[character] { return new.map(Key.character) }
            return defaultLetter(for: character) == nil ? [key] : []
        }
    }

    /// `hint` with its key shown as rebound, when it names one replaced letter (`q quit` → `Q quit`).
    public func hint(_ hint: KeyHint) -> KeyHint {
        guard hint.key.count == 1, let letter = hint.key.first, let new = replacements[letter] else { return hint }
        let name = new.map { Key.character($0).name }.joined(separator: " ")
        return KeyHint(name, hint.label, priority: hint.priority)
    }
}

/// One entry of a screen's key map, declared as data: the keys, the command they send, the hint shown for them
/// in the key bar (nil for keys that are not advertised there, like `j`/`k` next to the arrows) and what the key
/// help overlay says they do (nil for keys it leaves out; see ``KeyHelp``).
public struct KeyBinding<Command: Sendable>: Sendable {
    /// The keys that send the command.
    public let keys: [Key]
    /// What the keys do, in the screen's own terms.
    public let command: Command
    /// The hint in the key bar, or nil.
    public let hint: KeyHint?
    /// What the keys do, as the key help overlay says it, or nil.
    public let help: String?

    /// Binds `keys` to `command`.
    public init(_ keys: [Key], _ command: Command, hint: KeyHint? = nil, help: String? = nil) {
        self.keys = keys
        self.command = command
        self.hint = hint
        self.help = help
    }

    /// The same keys, hint and help sending `transform(command)`: a screen's binding taken into a larger key map
    /// (a feature's own keys in its list's).
    public func map<Other>(_ transform: (Command) -> Other) -> KeyBinding<Other> {
        KeyBinding<Other>(keys, transform(command), hint: hint, help: help)
    }
}

extension Array {
    /// The command bound to `key`, if any (the first binding wins).
    public func command<Command>(for key: Key) -> Command? where Element == KeyBinding<Command> {
        first { $0.keys.contains(key) }?.command
    }

    /// The hints of the bindings that have one, in order.
    public func hints<Command>() -> [KeyHint] where Element == KeyBinding<Command> {
        compactMap(\.hint)
    }
}

/// One entry of a screen's key map, declared as data: the keys, the command they send and the hint shown for
/// them (nil for keys that are not advertised, like `j`/`k` next to the arrows).
public struct KeyBinding<Command: Sendable>: Sendable {
    /// The keys that send the command.
    public let keys: [Key]
    /// What the keys do, in the screen's own terms.
    public let command: Command
    /// The hint in the key bar, or nil.
    public let hint: KeyHint?

    /// Binds `keys` to `command`.
    public init(_ keys: [Key], _ command: Command, hint: KeyHint? = nil) {
        self.keys = keys
        self.command = command
        self.hint = hint
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

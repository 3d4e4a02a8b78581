/// The key help overlay's lines, derived from the key bindings screens and the navigator declare as data, so a
/// key added to a binding, or a binding with a help text added to a screen, shows in the help with no second edit.
///
/// Every binding with a ``KeyBinding/help`` text is listed; bindings that share a text share a line (↑ and ↓
/// "move"), and lines of different screens with the same keys become one, their texts joined by `; ` (a list's
/// "move" and a detail's "select"). A line names its bindings' keys in columns: the first key of each binding,
/// then the second of each, and so on, the columns joined by ` · ` (`↑ ↓ · k j` for ↑ k and ↓ j; `Esc · ⌫ · h`
/// for one binding).
public struct KeyHelp: Sendable {
    /// One help text and the keys of the bindings that have it, each binding's keys in its order.
    private struct Entry: Sendable {
        var keys: [[Key]]
        let text: String
    }

    /// The entries, in the order their texts first appear.
    private var entries: [Entry] = []

    /// No keys.
    public init() {}

    /// The help of `bindings`.
    public init<Command>(_ bindings: [KeyBinding<Command>]) {
        for binding in bindings {
            if let text = binding.help { add(binding.keys, text) }
        }
    }

    /// The help of `first`'s bindings, then `second`'s.
    public static func + (first: KeyHelp, second: KeyHelp) -> KeyHelp {
        var help = first
        for entry in second.entries {
            for keys in entry.keys { help.add(keys, entry.text) }
        }
        return help
    }

    /// Lists one binding's `keys` under `text`: on the entry with that text (once), or a new one.
    private mutating func add(_ keys: [Key], _ text: String) {
        if let index = entries.firstIndex(where: { $0.text == text }) {
            if !entries[index].keys.contains(keys) { entries[index].keys.append(keys) }
        } else {
            entries.append(Entry(keys: [keys], text: text))
        }
    }

    /// The help text of the paging keys, the same on every scrolling screen so they share a line.
    static let paging = "page up and down"
    /// The help text of the keys to either end, the same on every scrolling screen so they share a line.
    static let ends = "first and last"

    /// The overlay's lines: keys and what they do, in the order the texts first appear.
    public var hints: [KeyHint] { hints(KeyMap()) }

    /// The overlay's lines with each binding's keys as `keyMap` shows them (a replaced letter as its new keys).
    public func hints(_ keyMap: KeyMap) -> [KeyHint] {
        var lines: [(keys: [[Key]], texts: [String])] = []
        for entry in entries {
            let keys = entry.keys.map(keyMap.shown).filter { !$0.isEmpty }
            guard !keys.isEmpty else { continue }
            if let index = lines.firstIndex(where: { $0.keys == keys }) {
                lines[index].texts.append(entry.text)
            } else {
                lines.append((keys, [entry.text]))
            }
        }
        return lines.map { KeyHint(Self.name(of: $0.keys), $0.texts.joined(separator: "; ")) }
    }

    /// The keys of one line in columns: `[[↑, k], [↓, j]]` is `↑ ↓ · k j`.
    private static func name(of keys: [[Key]]) -> String {
        let columns = keys.map(\.count).max() ?? 0
        return (0..<columns).map { column in
            keys.compactMap { column < $0.count ? $0[column].name : nil }.joined(separator: " ")
        }
        .joined(separator: " · ")
    }
}

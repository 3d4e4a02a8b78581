import SharedPresentation

/// Where a printed list page sits among all pages, for the footer under it: "Page 2 of 5 · next: …".
public struct ScriptPage: Sendable, Equatable {
    /// The page shown, from 1.
    public var page: Int
    /// The page size.
    public var limit: Int
    /// How many items there are in all.
    public var total: Int
    /// Whether a page follows this one.
    public var hasNext: Bool
    /// The subcommand that prints the list, like `launches`, for the "next" hint.
    public var command: String

    /// Creates a page position.
    public init(page: Int, limit: Int, total: Int, hasNext: Bool, command: String) {
        self.page = page
        self.limit = limit
        self.total = total
        self.hasNext = hasNext
        self.command = command
    }

    /// The footer of a list printed in script mode, or nil when the list has one page: the same rule for every
    /// command ("Page 1 of 1" says nothing, and scripts reading the rows would have to drop it).
    public static func ifPaged(page: Int, limit: Int, total: Int?, hasNext: Bool, command: String) -> ScriptPage? {
        guard let total, hasNext || page > 1 else { return nil }
        return ScriptPage(page: page, limit: limit, total: total, hasNext: hasNext, command: command)
    }

    /// How many pages of `limit` hold `total` items (at least one). Both come from the server, so nothing here
    /// can overflow: a `total` of `Int.max` is a page count, not a trap.
    static func pageCount(total: Int, limit: Int) -> Int {
        guard total > 0 else { return 1 }
        return (total - 1) / max(1, limit) + 1
    }

    /// The footer line: the page among all pages and, when given, `next`, the command line that prints the next
    /// page (the program spells it: see ``ScriptHints/nextPage``).
    public func footer(next: String?) -> String {
        "Page \(page) of \(Self.pageCount(total: total, limit: limit))" + (next.map { " · next: " + $0 } ?? "")
    }
}

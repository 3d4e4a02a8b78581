import Foundation

/// Which page of a list to ask for, validated so a bad `--page` never reaches the API.
public struct PageRequest: Sendable, Hashable {
    /// The largest page size the app asks for; bigger pages cost bytes on a phone network.
    public static let maximumLimit = 100
    /// The page size the screens use unless told otherwise.
    public static let defaultLimit = 20
    /// The highest page number a request may name.
    public static let maximumPage = 1_000_000
    /// The valid page numbers, for validating user input like `--page`.
    public static let pages = 1...maximumPage
    /// The valid page sizes, for validating user input like `--limit`.
    public static let limits = 1...maximumLimit

    /// The page number, from 1.
    public let page: Int
    /// The page size, from 1 to ``maximumLimit``.
    public let limit: Int

    /// Creates a request, or nil when the numbers are out of range.
    public init?(page: Int = 1, limit: Int = PageRequest.defaultLimit) {
        guard Self.pages.contains(page), Self.limits.contains(limit) else { return nil }
        self.page = page
        self.limit = limit
    }

    /// The first page at the default size.
    public static let first = PageRequest(page: 1, limit: defaultLimit)!
}

import Foundation

/// The query parameters of a GET request (`?lsp__id=121&net__gte=2026-05-01T00:00:00Z&limit=100`), kept sorted
/// by name (then value) so the same parameters always make the same URL, and so the same cache key. The
/// counterpart of a POST query body, for APIs that filter, order and page through the query string.
public struct QueryParameters: Sendable, Hashable {
    /// The parameters, sorted by name, then value.
    public private(set) var items: [URLQueryItem]

    /// Creates parameters from name/value pairs; order does not matter.
    public init(_ pairs: [(String, String)] = []) {
        items = []
        for (name, value) in pairs { set(name, value) }
    }

    /// Adds a parameter (another value for the same name is kept beside it).
    public mutating func set(_ name: String, _ value: String) {
        items.append(URLQueryItem(name: name, value: value))
        items.sort { ($0.name, $0.value ?? "") < ($1.name, $1.value ?? "") }
    }

    /// These parameters with `other`'s added.
    public func merging(_ other: QueryParameters) -> QueryParameters {
        var merged = self
        for item in other.items { merged.set(item.name, item.value ?? "") }
        return merged
    }

    /// The value of the first parameter named `name`.
    public subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// `base` with `path` appended (a path ending in `/` keeps it) and these parameters as its query; a `+` in a
    /// value is percent-encoded so it is not read as a space. Nil when the result is not a valid URL.
    public func url(base: URL, path: String) -> URL? {
        var address = base.absoluteString
        if address.hasSuffix("/") { address.removeLast() }
        address += path.hasPrefix("/") ? path : "/" + path
        guard var components = URLComponents(string: address) else { return nil }
        if !items.isEmpty {
            components.queryItems = items
            components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        }
        return components.url
    }
}

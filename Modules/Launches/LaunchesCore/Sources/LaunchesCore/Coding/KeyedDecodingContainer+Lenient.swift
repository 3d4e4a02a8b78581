import Foundation

extension KeyedDecodingContainer {
    /// The URL at `key`, or nil when it is absent, null, not a string or not a URL.
    func lenientURL(forKey key: Key) -> URL? {
        guard let string = try? decodeIfPresent(String.self, forKey: key) else { return nil }
        return LenientURL.parse(string)
    }

    /// The URLs at `key`, dropping entries that are not URLs; empty when the key is absent or not an array.
    func lenientURLs(forKey key: Key) -> [URL] {
        guard let elements = try? decodeIfPresent([LenientURL.Element].self, forKey: key) else { return [] }
        return elements.compactMap(\.url)
    }

    /// The value at `key`, or `fallback` when the key is absent or null (a `select`ed document omits fields).
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(type, forKey: key) ?? fallback()
    }
}

extension KeyedEncodingContainer {
    /// Writes `url` as its absolute string, or nothing when it is nil.
    mutating func encodeURL(_ url: URL?, forKey key: Key) throws {
        try encodeIfPresent(url?.absoluteString, forKey: key)
    }

    /// Writes `urls` as an array of absolute strings.
    mutating func encodeURLs(_ urls: [URL], forKey key: Key) throws {
        try encode(urls.map(\.absoluteString), forKey: key)
    }
}

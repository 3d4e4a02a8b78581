import Foundation

/// The one lenient-decoding kit every source's wire documents use: a missing, null or malformed field becomes `nil`
/// (or empty, or a default) instead of failing the document, so one odd value in a server's data never costs the
/// user a whole page. Numbers may come as numbers or numeric strings; links follow the one rule of ``WebAddress``.
extension KeyedDecodingContainer {
    /// The value for `key`, or nil when it is absent, null or of another type.
    public func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// The value at `key`, or `fallback` when the key is absent or null (a `select`ed document omits fields);
    /// a value of another type is still an error.
    public func decode<Value: Decodable>(
        _ type: Value.Type, forKey key: Key, default fallback: @autoclosure () -> Value
    ) throws -> Value {
        try decodeIfPresent(type, forKey: key) ?? fallback()
    }

    /// A whole number for `key`: an integer, a JSON number with a fraction (rounded) or a numeric string
    /// (`"52000000"`); a value that is not finite or outside `Int` is nil.
    public func lenientInt(forKey key: Key) -> Int? {
        if let value = lenient(Int.self, forKey: key) { return value }
        if let text = lenient(String.self, forKey: key) { return Int(text) }
        guard let value = lenient(Double.self, forKey: key), value.isFinite, value.magnitude < 9.0e18 else {
            return nil
        }
        return Int(value.rounded())
    }

    /// A number for `key`, sent as a number or as a numeric string (`"34.632"`); `NaN`, infinities and anything
    /// else are nil.
    public func lenientDouble(forKey key: Key) -> Double? {
        let value = lenient(Double.self, forKey: key) ?? lenient(String.self, forKey: key).flatMap { Double($0) }
        return value.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The web address at `key`, or nil when it is absent, not a string or not a web address (``WebAddress``).
    public func lenientURL(forKey key: Key) -> URL? {
        lenient(String.self, forKey: key).flatMap(WebAddress.url(from:))
    }

    /// The web addresses of an array of strings, dropping entries that are not addresses; empty when the key is
    /// absent or not an array.
    public func lenientURLs(forKey key: Key) -> [URL] {
        lossyArray(of: String.self, forKey: key).compactMap(WebAddress.url(from:))
    }

    /// A date for `key`, read with the decoder's date strategy, or from a date-only `yyyy-MM-dd` string.
    public func lenientDate(forKey key: Key) -> Date? {
        if let date = lenient(Date.self, forKey: key) { return date }
        return lenient(String.self, forKey: key).flatMap { text in
            (try? CalendarDay(parsing: text))?.start(in: CalendarDay.utc)
        }
    }

    /// The elements of an array that decode, skipping the ones that don't; a missing or non-array value is empty.
    public func lossyArray<Element: Decodable>(of type: Element.Type, forKey key: Key) -> [Element] {
        (lenient([FailableDecodable<Element>].self, forKey: key) ?? []).compactMap(\.value)
    }
}

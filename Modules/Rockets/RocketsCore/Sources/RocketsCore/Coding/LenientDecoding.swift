import Foundation
import RepositoryDefinitions

/// Decoding helpers that turn a missing, null or malformed field into `nil` instead of failing the document,
/// so one odd value in the API's data never costs the user a whole page of rockets.
extension KeyedDecodingContainer {
    /// The value for `key`, or nil when it is absent, null or of another type.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A whole number for `key`; a JSON number with a fraction is rounded, anything else is nil.
    func lenientInt(forKey key: Key) -> Int? {
        if let value = lenient(Int.self, forKey: key) { return value }
        guard let value = lenient(Double.self, forKey: key), value.isFinite, value.magnitude < 9.0e18 else {
            return nil
        }
        return Int(value.rounded())
    }

    /// A web address for `key`; an empty or unparsable string is nil (see ``WebAddress``).
    func lenientURL(forKey key: Key) -> URL? {
        lenient(String.self, forKey: key).flatMap(WebAddress.url(from:))
    }

    /// The web addresses of an array of strings, dropping entries that are not addresses.
    func lenientURLs(forKey key: Key) -> [URL] {
        lossyArray(of: String.self, forKey: key).compactMap(WebAddress.url(from:))
    }

    /// A date for `key`, read with the decoder's date strategy, or from a date-only `yyyy-MM-dd` string.
    func lenientDate(forKey key: Key) -> Date? {
        if let date = lenient(Date.self, forKey: key) { return date }
        return lenient(String.self, forKey: key).flatMap { text in
            (try? CalendarDay(parsing: text))?.start(in: CalendarDay.utc)
        }
    }

    /// The elements of an array that decode, skipping the ones that don't; a missing or non-array value is empty.
    func lossyArray<Element: Decodable>(of type: Element.Type, forKey key: Key) -> [Element] {
        (lenient([FailableDecodable<Element>].self, forKey: key) ?? []).compactMap(\.value)
    }
}

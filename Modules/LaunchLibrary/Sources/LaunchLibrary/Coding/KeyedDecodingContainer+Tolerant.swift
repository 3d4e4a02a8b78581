import Foundation

/// Field readers that never fail: Launch Library's data is community-edited and its shape changed between 2.2.0
/// and 2.3.0 (strings became numbers, a string became an object), so a field that is missing, null or of another
/// type becomes nil (or empty) and one odd record never fails a page.
extension KeyedDecodingContainer {
    /// The value, or nil when it is missing, null or does not decode.
    func tolerant<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A number sent as a number (2.3.0) or as a numeric string (2.2.0: `"34.632"`).
    func tolerantDouble(forKey key: Key) -> Double? {
        tolerant(Double.self, forKey: key) ?? tolerant(String.self, forKey: key).flatMap { Double($0) }
    }

    /// An integer sent as a number or a numeric string (2.2.0's `launch_cost: "52000000"`); a fraction or a value
    /// outside `Int` is nil.
    func tolerantInt(forKey key: Key) -> Int? {
        tolerant(Int.self, forKey: key) ?? tolerant(String.self, forKey: key).flatMap { Int($0) }
    }

    /// An instant sent as ISO 8601 (`2026-05-22T22:30:24Z`, with or without a fraction), or a day
    /// (`2026-05-22`, read as midnight UTC).
    func tolerantDate(forKey key: Key) -> Date? {
        tolerant(String.self, forKey: key).flatMap(LaunchLibraryDate.parse)
    }

    /// An http(s) address; anything else is nil.
    func tolerantURL(forKey key: Key) -> URL? {
        tolerant(String.self, forKey: key).flatMap(LaunchLibraryDate.webAddress)
    }

    /// The elements of an array that decode; the others are dropped. Missing, null or not an array is empty.
    func tolerantArray<Element: Decodable>(of type: Element.Type, forKey key: Key) -> [Element] {
        tolerant([Tolerant<Element>].self, forKey: key)?.compactMap(\.value) ?? []
    }
}

/// One element of a tolerant array: its value, or nil when it did not decode.
struct Tolerant<Value: Decodable>: Decodable {
    /// The decoded value, or nil.
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}

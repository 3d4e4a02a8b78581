import Foundation

/// Decoding helpers that turn a missing, null or malformed field into nil instead of failing the document, so one
/// odd value in the API's data never costs the user a launch site (the same rules as the other features' kits).
extension KeyedDecodingContainer {
    /// The value for `key`, or nil when it is absent, null or of another type.
    func lenient<Value: Decodable>(_ type: Value.Type, forKey key: Key) -> Value? {
        (try? decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// A finite number of degrees for `key`, or nil.
    func lenientCoordinate(forKey key: Key) -> Double? {
        lenient(Double.self, forKey: key).flatMap { $0.isFinite ? $0 : nil }
    }

    /// A count for `key`: a whole number from 0 up, or nil.
    func lenientCount(forKey key: Key) -> Int? {
        lenient(Int.self, forKey: key).flatMap { $0 >= 0 ? $0 : nil }
    }

    /// The web addresses of an array of strings, dropping entries that are not addresses with a scheme and host.
    func lenientURLs(forKey key: Key) -> [URL] {
        lossyArray(of: String.self, forKey: key).compactMap { string in
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }),
                let url = URL(string: trimmed), url.scheme?.isEmpty == false, url.host?.isEmpty == false
            else { return nil }
            return url
        }
    }

    /// The elements of an array that decode, skipping the ones that don't; a missing or non-array value is empty.
    func lossyArray<Element: Decodable>(of type: Element.Type, forKey key: Key) -> [Element] {
        (lenient([Lossy<Element>].self, forKey: key) ?? []).compactMap(\.value)
    }
}

/// One array element whose decoding may fail, so the rest of the array still decodes.
private struct Lossy<Value: Decodable>: Decodable {
    let value: Value?

    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}

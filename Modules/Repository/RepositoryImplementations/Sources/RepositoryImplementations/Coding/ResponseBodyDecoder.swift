import Foundation
import RepositoryDefinitions

/// Decodes API bodies with ``SpaceXJSON`` and explains failures as ``InvalidResponseReason``s.
///
/// Empty bodies, non-JSON pages (HTML error pages from proxies), bodies cut short and JSON of the wrong
/// shape each get their own reason; a wrong shape names the field by its wire path, like `docs[3].date_utc`.
public enum ResponseBodyDecoder {
    /// Decodes one document of type `Item`.
    static func decodeItem<Item: Decodable>(
        _ itemType: Item.Type, from body: Data, contentType: String? = nil
    ) throws(RepositoryError) -> Item {
        try decode(Item.self, from: body, contentType: contentType)
    }

    /// Decodes a pagination envelope into a ``Page`` of `Item`; with `limit`, a page holding more documents than
    /// that, or a top-level key given twice, is refused before anything is decoded.
    public static func decodePage<Item: Decodable & Sendable>(
        of itemType: Item.Type, from body: Data, contentType: String? = nil, limit: Int? = nil
    ) throws(RepositoryError) -> Page<Item> {
        if let limit, JSONShapeScanner.scan(body) == .container {
            switch PageEnvelopeScanner.scan(body, limit: limit) {
            case .fine: break
            case .duplicateKey(let key):
                throw .invalidResponse(.wrongShape(codingPath: key, detail: "given twice"))
            case .tooManyDocuments(let limit):
                throw .invalidResponse(.wrongShape(codingPath: "docs", detail: "more than the \(limit) asked for"))
            }
        }
        return try decode(PageEnvelope<Item>.self, from: body, contentType: contentType).page
    }

    /// Decodes `Value` with `decoder` (the r/SpaceX one unless told), mapping every failure to
    /// ``RepositoryError/invalidResponse(_:)``.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from body: Data, contentType: String?, decoder: JSONDecoder = SpaceXJSON.makeDecoder()
    ) throws(RepositoryError) -> Value {
        let shape = JSONShapeScanner.scan(body)
        switch shape {
        case .empty: throw .invalidResponse(.empty)
        case .notJSON: throw .invalidResponse(.notJSON(contentType: contentType))
        case .unterminated: throw .invalidResponse(.truncated)
        case .tooDeep: throw .invalidResponse(.nestedTooDeeply)
        case .container: break
        }
        if let contentType, contentType.lowercased().contains("html") {
            throw .invalidResponse(.notJSON(contentType: contentType))
        }
        // Documents (`Documented`) are read from this body parsed once.
        decoder.userInfo[AnswerDocuments.userInfoKey] = AnswerDocuments(body)
        do {
            return try decoder.decode(Value.self, from: body)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty, !isValidJSON(body) {
                throw .invalidResponse(
                    hasLoneSurrogate(body) ? .loneSurrogate : .notJSON(contentType: contentType))
            }
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let number = WholeNumberProbe.numberAtFault(
                    in: body,
                    failsAtTheRoot: { probe in
                        do {
                            _ = try decoder.decode(Value.self, from: probe)
                            return false
                        } catch DecodingError.dataCorrupted(let context) {
                            return context.codingPath.isEmpty
                        } catch {
                            return false
                        }
                    })
            {
                let shown = number.text.count > 24 ? String(number.text.prefix(23)) + "…" : number.text
                throw .invalidResponse(
                    .wrongShape(codingPath: number.path, detail: "expected a whole number, found \(shown)"))
            }
            throw .invalidResponse(reason(for: error))
        } catch {
            throw .invalidResponse(.notJSON(contentType: contentType))
        }
    }

    /// Whether `body` parses as JSON at all (decoders word syntax errors differently on each platform).
    static func isValidJSON(_ body: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])) != nil
    }

    /// Whether `body` has a `\u` escape of half a surrogate pair: a high one not followed by a low one, or a low
    /// one alone. Escaped backslashes are skipped, so `\\ud800` is no escape.
    static func hasLoneSurrogate(_ body: Data) -> Bool {
        let bytes = [UInt8](body)
        var index = 0
        var pendingHigh = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                if pendingHigh { return true }
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), index + 6 <= bytes.count,
                let unit = UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
            else {
                if pendingHigh { return true }
                index += 2
                continue
            }
            let isHigh = (0xD800...0xDBFF).contains(unit)
            let isLow = (0xDC00...0xDFFF).contains(unit)
            if pendingHigh != isLow { return true }
            pendingHigh = isHigh
            index += 6
        }
        return pendingHigh
    }

    /// The reason for a `DecodingError` on JSON that parses: every case is a wrong shape at its wire path.
    static func reason(for error: DecodingError) -> InvalidResponseReason {
        switch error {
        case .keyNotFound(let key, let context):
            return .wrongShape(codingPath: wirePath(context.codingPath + [key]), detail: "missing field")
        case .typeMismatch(let type, let context):
            return .wrongShape(codingPath: wirePath(context.codingPath), detail: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return .wrongShape(
                codingPath: wirePath(context.codingPath), detail: "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            return .wrongShape(codingPath: wirePath(context.codingPath), detail: context.debugDescription)
        @unknown default:
            return .wrongShape(codingPath: "", detail: String(describing: error))
        }
    }

    /// A coding path as the API spells it: `docs[3].date_utc` (document keys back in snake_case).
    static func wirePath(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
                continue
            }
            let name = key is PageEnvelopeKey ? key.stringValue : snakeCase(key.stringValue)
            text += text.isEmpty ? name : "." + name
        }
        return text
    }

    /// `dateUtc` → `date_utc`; `launchLibraryID` → `launch_library_id`; already snake_case stays as it is.
    static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase {
                let previous = index > 0 ? characters[index - 1] : nil
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.map { $0.isLowercase || $0.isNumber } ?? false
                    || (previous?.isUppercase == true && next?.isLowercase == true)
                if startsWord { result.append("_") }
                result.append(contentsOf: character.lowercased())
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type, is Float.Type, is Int64.Type: "a number"
        case is Bool.Type: "true or false"
        case is Date.Type: "a date"
        default:
            String(describing: type).hasPrefix("Array") || String(describing: type).hasPrefix("[")
                ? "a list" : "an object"
        }
    }
}

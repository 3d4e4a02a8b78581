import DocumentQuery
import Foundation
import RepositoryDefinitions

/// The one JSON setup every feature shares, so all models read and write the API's wire format the same way.
///
/// Keys are snake_case on the wire (`date_utc` ↔ `dateUtc`); dates are ISO-8601 with milliseconds, with an
/// offset, or date-only (see ``ISO8601Timestamp``).
public enum SpaceXJSON {
    /// A decoder for API responses.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = SnakeCaseKeyConverter.strategy
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let string = try container.decode(String.self)
            guard let date = ISO8601Timestamp.date(from: string) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected an ISO-8601 date, found \"\(string)\"")
            }
            return date
        }
        return decoder
    }

    /// An encoder that writes the wire format back (mocks, `--json` output), keys sorted for stable output.
    static func makeEncoder(prettyPrinted: Bool = false) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting =
            prettyPrinted ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISO8601Timestamp.string(from: date))
        }
        return encoder
    }

    /// `value` as indented JSON for people (`--json`): keys sorted, two spaces a level, empty arrays as `[]`. A
    /// ``JSONValue`` (a document as the API sent it) is written as it is; any other value in the wire format.
    static func prettyPrinted(_ value: any Encodable) throws -> Data {
        let document =
            try value as? JSONValue ?? JSONDecoder().decode(JSONValue.self, from: makeEncoder().encode(value))
        return OrderedJSON(document).indented()
    }
}

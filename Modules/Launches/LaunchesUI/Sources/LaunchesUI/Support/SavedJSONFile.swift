import Foundation

/// A small JSON file the runs keep beside the cache (the calendar's ledger, the change history): read whole or not
/// at all, and written atomically (a temporary file renamed over it), so a run never reads half of one another run
/// is writing.
enum SavedJSONFile {
    /// The largest file read: anything bigger is no file of ours.
    static let byteLimit = 16 << 20

    /// The value in `file`; nil when it is missing, too large, does not decode or is not `accepted` (another
    /// version of the file).
    static func read<Value: Decodable>(
        _ type: Value.Type, from file: URL, accepting accepted: (Value) -> Bool = { _ in true }
    ) -> Value? {
        guard let data = try? Data(contentsOf: file, options: .mappedIfSafe) else { return nil }
        return decode(type, from: data, accepting: accepted)
    }

    /// The value `data` holds, as ``read(_:from:accepting:)`` takes it from a file (`scripts/fuzz` feeds it).
    static func decode<Value: Decodable>(
        _ type: Value.Type, from data: Data, accepting accepted: (Value) -> Bool = { _ in true }
    ) -> Value? {
        guard data.count <= byteLimit, let value = try? JSONDecoder().decode(type, from: data), accepted(value)
        else { return nil }
        return value
    }

    /// Writes `value` to `file` atomically, keys sorted, creating its folder when needed.
    static func write(_ value: some Encodable, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try encoder.encode(value).write(to: file, options: .atomic)
    }
}

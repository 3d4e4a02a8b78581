import Foundation
import SpaceXArchive

/// For tests: every recorded file by name, the archive's three collections and the recorded `query` answers
/// (`query-*.json`, real envelopes with their paging numbers), so tests need nothing outside the repository.
public enum SpaceXArchiveRecordings {
    /// The names of the recorded query answers.
    public static var queryFileNames: [String] { RecordedQueries.byName.keys.sorted() }

    /// The bytes of a recorded file (`launches-v4.json`, `query-v5-launches-page21-limit10.json`, …), or nil.
    public static func data(named name: String) -> Data? {
        SpaceXArchive.data(named: name) ?? RecordedQueries.byName[name].map { Data($0.utf8) }
    }

    /// The bytes of a recorded file, or an error naming the files there are.
    public static func file(_ name: String) throws -> Data {
        guard let data = data(named: name) else { throw MissingRecording(name: name) }
        return data
    }

    /// A file name that is not in the archive.
    public struct MissingRecording: Error, CustomStringConvertible {
        /// The name asked for.
        public let name: String
        public var description: String {
            let names = SpaceXArchive.File.allCases.map(\.rawValue) + queryFileNames
            return "no recorded file \"\(name)\"; there are: \(names.joined(separator: ", "))"
        }
    }
}

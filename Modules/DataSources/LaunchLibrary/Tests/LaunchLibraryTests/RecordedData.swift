import Foundation
import LaunchLibraryRecordings

@testable import LaunchLibrary

/// The recorded files decoded with the package's decoder.
enum RecordedData {
    /// One `{recorded_at, commit, launch}` entry of a recorded file.
    struct Record: Decodable {
        let launch: LaunchLibraryLaunch
    }

    /// `{source, records: [...]}`.
    private struct RecordFile: Decodable {
        let records: [Record]
    }

    /// The launches of a `{records}` file, in file order.
    static func launches(_ name: String) throws -> [LaunchLibraryLaunch] {
        try JSONDecoder().decode(RecordFile.self, from: LaunchLibraryRecordings.data(named: name)).records.map(\.launch)
    }

    /// The launches of a transitions file (an array of records), oldest first.
    static func transitions(_ name: String) throws -> [LaunchLibraryLaunch] {
        try JSONDecoder().decode([Record].self, from: LaunchLibraryRecordings.data(named: name)).map(\.launch)
    }

    /// The configurations of a `[configuration]` file.
    static func configurations(_ name: String) throws -> [LaunchLibraryConfiguration] {
        try JSONDecoder().decode([LaunchLibraryConfiguration].self, from: LaunchLibraryRecordings.data(named: name))
    }

    /// An instant written as ISO 8601.
    static func date(_ text: String) -> Date {
        (try? Date(text, strategy: .iso8601)) ?? .distantPast
    }
}

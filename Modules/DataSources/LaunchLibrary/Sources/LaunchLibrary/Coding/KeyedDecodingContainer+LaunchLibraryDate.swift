import Foundation
import RepositoryDefinitions

/// Launch Library's one field reader of its own: its dates. Every other field is read with the one lenient-decoding
/// kit (`lenient*` of RepositoryDefinitions), so a field that is missing, null or of another type (2.2.0 and 2.3.0
/// differ) becomes nil and one odd record never fails a page.
extension KeyedDecodingContainer {
    /// An instant sent as ISO 8601 (`2026-05-22T22:30:24Z`, with or without a fraction), or a day
    /// (`2026-05-22`, read as midnight UTC).
    func launchLibraryDate(forKey key: Key) -> Date? {
        lenient(String.self, forKey: key).flatMap(LaunchLibraryDate.parse)
    }
}

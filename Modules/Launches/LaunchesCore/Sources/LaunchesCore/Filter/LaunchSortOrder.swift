import Foundation
import RepositoryDefinitions

/// The order of the launches list by launch date.
public enum LaunchSortOrder: String, Sendable, Hashable, CaseIterable {
    /// Latest launch first; the default.
    case newestFirst
    /// Earliest launch first.
    case oldestFirst

    /// The API sort direction.
    public var direction: SortField.Direction {
        switch self {
        case .newestFirst: .descending
        case .oldestFirst: .ascending
        }
    }

    /// A label for the filter screen.
    public var label: String {
        switch self {
        case .newestFirst: "Newest first"
        case .oldestFirst: "Oldest first"
        }
    }
}

import Foundation

/// Something the rocket detail screen can open: its Wikipedia article or one of its photos.
///
/// The detail scaffold moves a focus through ``RocketDetailScreen/actions(for:)`` and opens the focused one.
public enum RocketDetailAction: Hashable, Sendable {
    /// Open a web page.
    case link(title: String, url: URL)

    /// The title shown beside the link.
    public var title: String {
        switch self {
        case .link(let title, _): title
        }
    }

    /// Where the link goes.
    public var url: URL {
        switch self {
        case .link(_, let url): url
        }
    }
}

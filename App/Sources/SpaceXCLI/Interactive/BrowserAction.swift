import Foundation
import LaunchesCore
import LaunchesUI
import RocketsCore
import RocketsUI

/// Something a detail screen can open: the rocket of a launch, or a link. Mirrors the screens' own action lists,
/// in the same order, so the browser's focus index and the highlighted element agree.
enum BrowserAction: Equatable {
    case rocket(id: String)
    case link(title: String, url: URL)

    static func actions(for detail: LaunchDetail) -> [BrowserAction] {
        LaunchDetailScreen.actions(for: detail).map { action in
            switch action {
            case .rocket(let id): .rocket(id: id)
            case .link(let title, let url): .link(title: title, url: url)
            }
        }
    }

    static func actions(for detail: RocketDetail) -> [BrowserAction] {
        RocketDetailScreen.actions(for: detail).map { action in
            switch action {
            case .link(let title, let url): .link(title: title, url: url)
            }
        }
    }

    /// The line of a rendered detail screen that shows this action: the rocket card's "View rocket" line, or the
    /// last line naming the link's address (the Links section comes last; an image box may show it earlier).
    func row(in lines: [String]) -> Int? {
        switch self {
        case .rocket: return lines.firstIndex { $0.contains("View rocket") }
        case .link(_, let url):
            let needle = String(url.absoluteString.prefix(24))
            return lines.lastIndex { $0.contains(needle) }
        }
    }
}

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

    /// Text that appears on the line showing this action, to scroll it into view.
    var needle: String {
        switch self {
        case .rocket: "Rocket"
        case .link(_, let url): String(url.absoluteString.prefix(24))
        }
    }
}

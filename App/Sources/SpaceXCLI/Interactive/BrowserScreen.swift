import LaunchesCore
import RocketsCore

/// One screen on a tab's navigation stack, with its own place (selection, focus, scroll).
@MainActor
enum BrowserScreen {
    /// The launches list (root of the Launches tab).
    case launchesList
    /// The rockets list (root of the Rockets tab).
    case rocketsList
    /// A launch's details; `focus` indexes the screen's actions (rocket card, links).
    case launchDetail(LaunchDetailViewModel, place: DetailPlace)
    /// A rocket's details.
    case rocketDetail(RocketDetailViewModel, place: DetailPlace)
    /// The launches date-filter form.
    case filter(LaunchFilterForm, field: Int, error: String?)
}

/// Where the user is inside a detail screen.
struct DetailPlace: Equatable {
    /// The focused action, by index.
    var focus = 0
    /// The first visible line.
    var scroll = 0
    /// Whether the view follows the focused action (after ↑/↓), rather than the user's own scrolling.
    var followsFocus = false
    /// Where each action stood in the last frame (its line in the whole screen), nil when not found.
    var actionRows: [Int?] = []
}

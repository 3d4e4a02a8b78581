import LaunchesCore
import RocketsCore

/// Maps the features' routes to browser screens: the only place that knows both features.
///
/// A launch's "show rocket" intent opens the Rockets feature's detail on the current tab, so Back returns to
/// the launch.
@MainActor
final class BrowserNavigator: LaunchesNavigator, RocketsNavigator {
    weak var browser: Browser?

    func navigate(to route: LaunchesRoute) {
        switch route {
        case .launchDetail(let id): browser?.push(launchID: id)
        case .rocket(let id): show(rocketID: id)
        }
    }

    func navigate(to route: RocketsRoute) {
        switch route {
        case .rocketDetail(let id): show(rocketID: id)
        }
    }

    func show(rocketID: String) {
        browser?.push(rocketID: rocketID)
    }
}

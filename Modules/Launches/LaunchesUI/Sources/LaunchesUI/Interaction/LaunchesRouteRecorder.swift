import LaunchesCore

/// The navigator the launches view models report to inside a screen: it keeps their routes so the screen can
/// send them on as ``LaunchesIntent``s in its outcome.
@MainActor
final class LaunchesRouteRecorder: LaunchesNavigator {
    private var routes: [LaunchesRoute] = []

    func navigate(to route: LaunchesRoute) {
        routes.append(route)
    }

    /// The routes recorded since the last call, as intents.
    func takeIntents() -> [LaunchesIntent] {
        defer { routes = [] }
        return routes.map { route in
            switch route {
            case .launchDetail(let id): .showLaunch(id: id)
            case .rocket(let id): .showRocket(id: id)
            }
        }
    }
}

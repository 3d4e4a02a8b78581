import RocketsCore

/// The navigator the rockets list view model reports to inside a screen: it keeps the routes so the screen can
/// send them on as ``RocketsIntent``s in its outcome.
@MainActor
final class RocketsRouteRecorder: RocketsNavigator {
    private var routes: [RocketsRoute] = []

    func navigate(to route: RocketsRoute) {
        routes.append(route)
    }

    /// The routes recorded since the last call, as intents.
    func takeIntents() -> [RocketsIntent] {
        defer { routes = [] }
        return routes.map { route in
            switch route {
            case .rocketDetail(let id): .showRocket(id: id)
            }
        }
    }
}

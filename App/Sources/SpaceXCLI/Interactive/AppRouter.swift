import Foundation
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RocketsCore
import RocketsUI
import SharedPresentation

/// The interactive browser put together: the two features' screens in a ``TabNavigator``, and their intents
/// mapped to routes. The only place that knows both features: a launch's "show rocket" opens the Rockets
/// feature's detail on the current tab, so Back returns to the launch.
@MainActor
final class AppRouter {
    /// Where a screen's intent leads.
    enum Route: Equatable {
        case launch(id: String)
        case rocket(id: String)
        case launchFilter
        case link(title: String, url: URL)
    }

    /// The tabs and their navigation stacks.
    let navigator: TabNavigator<Route>
    /// The Launches tab's root.
    let launches: LaunchesListController
    /// The Rockets tab's root.
    let rockets: RocketsListController
    private let launchesRepository: any PaginatedRepository<Launch, LaunchFilter>
    private let rocketsRepository: any PaginatedRepository<Rocket, RocketFilter>
    private let userTimeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Builds the browser over the two repositories.
    init(
        launches launchesRepository: any PaginatedRepository<Launch, LaunchFilter>,
        rockets rocketsRepository: any PaginatedRepository<Rocket, RocketFilter>, userTimeZone: TimeZone,
        now: @escaping @Sendable () -> Date
    ) {
        self.launchesRepository = launchesRepository
        self.rocketsRepository = rocketsRepository
        self.userTimeZone = userTimeZone
        self.now = now
        launches = LaunchesListController(repository: launchesRepository, now: now)
        rockets = RocketsListController(repository: rocketsRepository, now: now)
        navigator = TabNavigator(
            tabs: [TabItem("Launches", icon: .launches), TabItem("Rockets", icon: .rockets)],
            roots: [AnyScreen(launches, route: Self.route), AnyScreen(rockets, route: Self.route)], help: Self.help)
    }

    static func route(_ intent: LaunchesIntent) -> Route {
        switch intent {
        case .showLaunch(let id): .launch(id: id)
        case .showRocket(let id): .rocket(id: id)
        case .openLink(let title, let url): .link(title: title, url: url)
        case .editFilter: .launchFilter
        }
    }

    static func route(_ intent: RocketsIntent) -> Route {
        switch intent {
        case .showRocket(let id): .rocket(id: id)
        case .openLink(let title, let url): .link(title: title, url: url)
        }
    }

    /// Handles a key and follows the routes it leads to; link routes stay in the outcome for the opener.
    func handle(_ key: Key) -> NavigatorOutcome<Route> {
        var outcome = navigator.handle(key)
        let routes = outcome.routes
        outcome.routes = []
        for route in routes {
            let next = follow(route)
            outcome.routes += next.routes
            outcome.work += next.work
        }
        return outcome
    }

    /// Shows the screen `route` leads to, or the address of a link (which the session also opens).
    func follow(_ route: Route) -> NavigatorOutcome<Route> {
        switch route {
        case .launch(let id):
            let detail = LaunchDetailController(
                LaunchDetailFeature(launchID: id, repository: launchesRepository, now: now))
            return navigator.push(AnyScreen(detail, route: Self.route))
        case .rocket(let id):
            let detail = RocketDetailController(
                RocketDetailFeature(
                    rocketID: id, listRocket: rockets.viewModel.item(id: id), repository: rocketsRepository, now: now))
            return navigator.push(AnyScreen(detail, route: Self.route))
        case .launchFilter:
            let form = LaunchFilterController(list: launches, userTimeZone: userTimeZone)
            return navigator.push(AnyScreen(form, route: Self.route))
        case .link(let title, let url):
            navigator.message = "\(title): \(url.absoluteString)"
            return NavigatorOutcome(routes: [route])
        }
    }

    /// The keys the help overlay explains.
    static let help = [
        KeyHint("Tab · 1 · 2", "switch between Launches and Rockets (each keeps its place)"),
        KeyHint("↑ ↓ · j k", "move; in details, select the rocket card or a link"),
        KeyHint("PgUp PgDn · g G", "page up and down, first and last"),
        KeyHint("⏎", "open the selected launch, rocket, rocket card or link"),
        KeyHint("Esc · ⌫ · h", "back"),
        KeyHint("f · x", "filter launches by date interval · clear the filter"),
        KeyHint("r", "refresh from the network"),
        KeyHint("o", "open the selected link in the browser (or show its address)"),
        KeyHint("?", "this help"),
        KeyHint("q · Ctrl-C", "quit"),
    ]
}

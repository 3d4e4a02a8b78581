import Foundation
import LaunchSitesCore
import LaunchSitesUI
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RocketsCore
import RocketsUI
import SharedPresentation

/// The interactive browser put together: the features' screens in a ``TabNavigator``, and their intents mapped to
/// routes. The only place that knows every feature: a launch's "show rocket" opens the Rockets feature's detail,
/// and its "show launch site" the launch-site detail, on the current tab, so Back returns to the launch.
@MainActor
final class AppRouter {
    /// Where a screen's intent leads.
    enum Route: Equatable {
        case launch(id: String)
        case rocket(id: String)
        case launchSite(id: String)
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
    private let launchSitesRepository: any PaginatedRepository<Launchpad, LaunchpadFilter>
    private let userTimeZone: TimeZone
    private let now: @Sendable () -> Date

    /// Builds the browser over the features' repositories.
    init(
        launches launchesRepository: any PaginatedRepository<Launch, LaunchFilter>,
        rockets rocketsRepository: any PaginatedRepository<Rocket, RocketFilter>,
        launchSites launchSitesRepository: any PaginatedRepository<Launchpad, LaunchpadFilter>,
        userTimeZone: TimeZone, now: @escaping @Sendable () -> Date
    ) {
        self.launchesRepository = launchesRepository
        self.rocketsRepository = rocketsRepository
        self.launchSitesRepository = launchSitesRepository
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
        case .showLaunchSite(let id): .launchSite(id: id)
        case .openLink(let title, let url): .link(title: title, url: url)
        case .editFilter: .launchFilter
        }
    }

    static func route(_ intent: LaunchSitesIntent) -> Route {
        switch intent {
        case .openLink(let title, let url): .link(title: title, url: url)
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
        case .launchSite(let id):
            let detail = LaunchSiteDetailController(
                LaunchSiteDetailFeature(launchpadID: id, repository: launchSitesRepository, now: now))
            return navigator.push(AnyScreen(detail, route: Self.route))
        case .launchFilter:
            let form = LaunchFilterController(list: launches, userTimeZone: userTimeZone)
            return navigator.push(AnyScreen(form, route: Self.route))
        case .link(let title, let url):
            navigator.message = "\(title): \(url.absoluteString)"
            return NavigatorOutcome(routes: [route])
        }
    }

    /// The keys the help overlay explains besides the navigator's: those every screen of the browser declares.
    static var help: KeyHelp {
        KeyHelp(LaunchesListController.keyBindings) + KeyHelp(RocketsListController.keyBindings)
            + KeyHelp(LaunchDetailController.keyBindings) + KeyHelp(RocketDetailController.keyBindings)
            + KeyHelp(LaunchSiteDetailController.keyBindings)
    }
}

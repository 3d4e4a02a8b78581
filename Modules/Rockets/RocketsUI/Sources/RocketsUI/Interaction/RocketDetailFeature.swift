import Foundation
import RepositoryDefinitions
import RocketsCore
import SharedPresentation

/// A rocket's details on the detail scaffold: Wikipedia and the photos are the focusable elements, each sends
/// "open link".
public typealias RocketDetailFeature = LinksDetail<RocketDetailPresentation, RocketsIntent>

extension LinksDetail where Presentation == RocketDetailPresentation, Intent == RocketsIntent {
    /// The detail of `rocketID`, painted at once from `listRocket` (the list's copy) when given.
    public convenience init(
        rocketID: String, listRocket: Rocket?, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping @Sendable () -> Date
    ) {
        let rocket = RocketDetailViewModel(rocketID: rocketID, listRocket: listRocket, repository: repository, now: now)
        self.init(
            title: { rocket.title }, state: { rocket.state }, load: rocket.load, refresh: rocket.refresh, now: now,
            openLink: RocketsIntent.openLink)
    }
}

/// A rocket's details as an interactive screen.
public typealias RocketDetailController = DetailController<RocketDetailFeature>

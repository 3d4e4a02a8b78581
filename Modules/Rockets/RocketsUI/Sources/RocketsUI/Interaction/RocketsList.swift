import Foundation
import PresentationCore
import RocketsCore
import SharedPresentation

/// The Rockets tab's list on the list scaffold: the rockets as rows, ⏎ sends "show rocket".
public enum RocketsList: PagedListFeature {
    public static let title = RocketsListScreen.title
    public static let linksMessage = "Open a rocket with ⏎ to see its links."

    public static func rows(now: @escaping @Sendable () -> Date) -> @MainActor ([Rocket], RocketFilter) -> [RocketRow] {
        { rockets, _ in rockets.map(RocketRow.init(rocket:)) }
    }

    public static func intent(opening row: RocketRow) -> RocketsIntent { .showRocket(id: row.id) }

    /// `/` searches the rocket names.
    public static func name(of row: RocketRow) -> String { row.name }

    public static func screen(
        _ list: PagedListViewModel<Rocket, RocketFilter, RocketRow>, frame: PagedListFrame
    ) -> RocketsListScreen {
        RocketsListScreen(state: list.state, frame: frame, totalCount: list.totalItems)
    }
}

/// The Rockets tab's list as an interactive screen.
public typealias RocketsListController = PagedListController<RocketsList>

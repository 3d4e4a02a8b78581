import Foundation
import PresentationCore
import RepositoryDefinitions

/// Drives the rocket detail: the shared ``ItemDetailViewModel`` (paints the list's rocket at once, then shows the
/// repository's answer, stale-while-revalidate) with a rocket shown as a ``RocketDetail``.
public typealias RocketDetailViewModel = ItemDetailViewModel<Rocket, RocketFilter, RocketDetail>

extension ItemDetailViewModel where Item == Rocket, Filter == RocketFilter, Detail == RocketDetail {
    /// Creates the view model for `rocketID`; `listRocket` (or, when nil, the repository's list entry with this
    /// id) is painted at once, and `now` dates that painted data when the list's own date is unknown.
    public convenience init(
        rocketID: String, listRocket: Rocket? = nil, repository: any PaginatedRepository<Rocket, RocketFilter>,
        now: @escaping () -> Date = { Date() }
    ) {
        self.init(
            itemID: rocketID, painted: listRocket ?? repository.state.value?.first { $0.id == rocketID },
            repository: repository, now: now, detail: RocketDetail.init)
    }

    /// The source's id of the rocket shown.
    public var rocketID: String { itemID }

    /// The screen title: the rocket's name once known.
    public var title: String { state.value?.name ?? "Rocket" }
}

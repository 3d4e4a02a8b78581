import Foundation
import PresentationCore
import RepositoryDefinitions

/// Drives the launch-site detail: the shared ``ItemDetailViewModel`` (one request, rockets named in it;
/// stale-while-revalidate; what was shown stays as cached data under an error) with a site shown as a
/// ``LaunchpadDetail``. Nothing is painted before the first answer: a launch names its site, not the whole of it.
public typealias LaunchpadDetailViewModel = ItemDetailViewModel<Launchpad, LaunchpadFilter, LaunchpadDetail>

extension ItemDetailViewModel where Item == Launchpad, Filter == LaunchpadFilter, Detail == LaunchpadDetail {
    /// Creates the view model for `launchpadID`.
    public convenience init(
        launchpadID: String, repository: any PaginatedRepository<Launchpad, LaunchpadFilter>,
        now: @escaping () -> Date = { Date() }
    ) {
        self.init(itemID: launchpadID, repository: repository, now: now, detail: LaunchpadDetail.init)
    }

    /// The screen title: the site's short name once known.
    public var title: String { state.value?.name ?? "Launch site" }
}

import Foundation
import LaunchesCore
import Observation
import RepositoryDefinitions

/// The browser's launches repository: the source's own, unchanged, which also says what the source can't be asked
/// for (``LaunchCriteriaChecking``), so the filter form refuses it on its field instead of listing launches the
/// source could not narrow.
@MainActor
final class CriteriaCheckedLaunches: ForwardingPaginatedRepository, LaunchCriteriaChecking {
    typealias Item = Launch
    typealias Filter = LaunchFilter

    let base: any PaginatedRepository<Launch, LaunchFilter>
    private let unsupported: @MainActor (LaunchCriteria) -> String?

    /// `base`, checked with `unsupported` (the source's ``ConnectedDataSource/unsupportedCriteria(_:)``).
    init(
        _ base: any PaginatedRepository<Launch, LaunchFilter>,
        unsupported: @escaping @MainActor (LaunchCriteria) -> String?
    ) {
        self.base = base
        self.unsupported = unsupported
    }

    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String? { unsupported(criteria) }

}

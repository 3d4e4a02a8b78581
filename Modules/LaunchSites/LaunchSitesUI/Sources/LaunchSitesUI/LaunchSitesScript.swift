import Foundation
import LaunchSitesCore
import RepositoryDefinitions
import ScriptPrinting
import SharedPresentation

/// `spacex launchpad <id|name>` in script mode: one request either way. An id is looked up alone; a name is
/// found in the one list of every site (rockets named in it), and the site is shown from that list.
@MainActor
public struct LaunchSitesScript {
    /// Makes a launch-site repository with this page size.
    public typealias MakeRepository =
        @MainActor (_ pageSize: Int) -> any PaginatedRepository<
            Launchpad, LaunchpadFilter
        >

    private let now: @Sendable () -> Date
    private let makeRepository: MakeRepository

    /// Creates the command.
    public init(now: @escaping @Sendable () -> Date, makeRepository: @escaping MakeRepository) {
        self.now = now
        self.makeRepository = makeRepository
    }

    /// One site by id, or by name (several matches are a usage error, none is unavailable).
    public func detail(idOrName: String) async -> Result<ScriptAnswer, ScriptFailure> {
        await ScriptAnswer.detail(idOrName, listedIn: makeRepository(PageRequest.maximumLimit)) { sites, name in
            LaunchpadLookup(launchpads: sites).find(name).mapError { error in
                if case .ambiguous = error { return .usage(error.message) }
                return .unavailable(error.message)
            }
        } answer: { site, state in
            let detail = LaunchpadDetail(launchpad: site)
            let screen = LaunchSiteDetailScreen(
                state: state.map(LaunchpadDetail.init(launchpad:)), focus: nil, now: now(), backTitle: nil)
            return ScriptAnswer(screen: screen, picture: detail.imageURL, json: site, state: state)
        }
    }
}

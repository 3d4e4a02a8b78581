import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RocketsCore

/// A source of launches, rockets and launch sites (`--source NAME`): everything the App needs to know about it,
/// so the App holds one list of sources and builds one graph from the chosen one, and a new source is one package
/// conforming to this plus a line in that list.
public protocol DataSource: Sendable {
    /// Its `--source` spelling, e.g. `spacex`.
    var name: String { get }
    /// What it is, for the option's help: a few words after the name, e.g. `frozen in 2022`.
    var summary: String { get }
    /// The address it reads when the user chose none (`--base-url`, `SPACEX_API_URL`).
    var defaultBaseURL: URL { get }
    /// Requests an hour it allows; nil when it states no limit.
    var hourlyBudget: Int? { get }
    /// When its built-in copy of the data was last updated (e.g. `October 2022`), for `--version`; nil without one.
    var builtInDataDate: String? { get }
    /// What is wrong with the settings it reads from `environment` (e.g. a key), as one line; nil when nothing.
    func environmentProblem(_ environment: [String: String]) -> String?
    /// Connects to the source: its client over the context's one HTTP policy, transport and cache.
    @MainActor func connect(_ context: DataSourceContext) -> any ConnectedDataSource
}

extension DataSource {
    /// No built-in copy of the data.
    public var builtInDataDate: String? { nil }
}

/// A connected source: the features' repositories and lookups over it, and the few lines it says about itself.
@MainActor
public protocol ConnectedDataSource: AnyObject {
    /// How many launches the browser asks for a page: the source's cheapest page (its maximum when requests are
    /// rationed).
    var browserPageSize: Int { get }
    /// A launches repository for `filter`, pages of `pageSize` from `firstPage`.
    func launchesRepository(filter: LaunchFilter, pageSize: Int, firstPage: Int)
        -> any PaginatedRepository<Launch, LaunchFilter>
    /// A rockets repository, pages of `pageSize` from `firstPage`.
    func rocketsRepository(pageSize: Int, firstPage: Int) -> any PaginatedRepository<Rocket, RocketFilter>
    /// A launch-sites repository, pages of `pageSize`.
    func launchSitesRepository(pageSize: Int) -> any PaginatedRepository<Launchpad, LaunchpadFilter>
    /// What the source can't be asked for among `criteria` (`--rocket`, `--site`, `--status`, `--crewed`), as
    /// one line said once instead of a request; nil when one request can ask for all of them.
    func unsupportedCriteria(_ criteria: LaunchCriteria) -> String?
    /// Finds one launch by name.
    var findLaunch: @Sendable (String) async -> Result<LoadState<Launch>, LaunchLookupError> { get }
    /// The rocket names known without asking the network (saved answers, a built-in copy): shell completion's
    /// answer when the source is slow.
    func offlineRocketNames() async -> [String]
    /// The last cache write failure of this run, to be reported once.
    var cacheWarning: CacheStoreError? { get }
    /// The browser's first message, under the launches list until the next key; nil for none.
    var openingNote: String? { get }
    /// A note for `launches --from DAY` (a terminal's stderr only), e.g. why the answer will be empty; nil for none.
    func launchesNote(from day: String?) -> String?
    /// What a script says on stderr when an answer came from a built-in copy instead of the source (`forLaunches`:
    /// the answer is a launches list), the source's failure in it spelled by `style` (the console's message style).
    func builtInNotice(forLaunches: Bool, style: (String) -> String) -> String
    /// After the source throttled this run: its budget and the wait; nil when not throttled.
    func budgetNotice(now: Date) -> String?
    /// When the source allows the next request, after it throttled this run (a 429, or a wait an earlier run
    /// saved); nil when one may be sent now. `spacex watch` plans its requests after it.
    var nextRequestAllowed: Date? { get }
}

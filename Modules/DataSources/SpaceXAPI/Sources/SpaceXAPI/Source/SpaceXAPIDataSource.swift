import DataSourceKit
import Foundation
import LaunchSitesCore
import LaunchesCore
import RepositoryDefinitions
import RepositoryImplementations
import RocketsCore
import SpaceXArchive

/// The r/SpaceX API as a ``DataSource`` (`--source spacex`, the default, the spec's): its data stopped changing
/// in 2022, and the built-in archive (``BuiltInArchive``) stands in for its default address offline.
public struct SpaceXAPIDataSource: DataSource {
    public let name = "spacex"
    public let summary = "frozen in 2022"
    public var defaultBaseURL: URL { APIClientConfiguration.defaultBaseURL }
    public var hourlyBudget: Int? { nil }
    public var builtInDataDate: String? { SpaceXArchive.lastUpdated }

    /// What the features' endpoints declare about their collections: minimum freshness and reference targets.
    static let catalog = CollectionCatalog(endpoints: [
        LaunchesEndpoint(), RocketsEndpoint(), LaunchpadsEndpoint(),
    ])

    /// Where current launches are, said once to a user of the frozen data: under the browser's launches list when
    /// it opens (until the next key), and after the built-in archive's notice of a script's launches.
    static let currentLaunchesHint = "--source ll2 has current launches"

    /// The browser's first message: the data is frozen, and where current launches are.
    static let frozenDataNote =
        "The r/SpaceX data stopped in \(SpaceXArchive.lastUpdated); \(currentLaunchesHint)."

    /// The last day of the data (its last launch is dated December 2022).
    static let lastDay = "2022-12-31"

    /// Creates the source.
    public init() {}

    public func environmentProblem(_ environment: [String: String]) -> String? { nil }

    @MainActor
    public func connect(_ context: DataSourceContext) -> any ConnectedDataSource {
        SpaceXAPIConnection(context)
    }
}

import Foundation
import LaunchesCore
import LaunchesMocks
import RocketsCore
import RocketsMocks

/// One of the four screens the fault tests cover: its command line, the request path it costs and the text that
/// proves it showed data.
enum FaultScreen: String, CaseIterable, Sendable {
    case launchesList = "launches list"
    case launchDetail = "launch detail"
    case rocketsList = "rockets list"
    case rocketDetail = "rocket detail"

    /// The launch the detail shows: the newest sample launch.
    static var launch: Launch { LaunchMocks.sampleNewestFirst[0] }

    /// The rocket the detail shows.
    static var rocket: Rocket { RocketSamples.falcon9 }

    /// `spacex` arguments, without the base URL.
    var arguments: [String] {
        switch self {
        case .launchesList: ["launches"]
        case .launchDetail: ["launch", Self.launch.id]
        case .rocketsList: ["rockets"]
        case .rocketDetail: ["rocket", Self.rocket.id]
        }
    }

    /// The path of the one request the screen costs.
    var requestPath: String {
        switch self {
        case .launchesList, .launchDetail: "/v5/launches/query"
        case .rocketsList: "/v4/rockets/query"
        case .rocketDetail: "/v4/rockets/\(Self.rocket.id)"
        }
    }

    /// Text the screen prints when it shows its data.
    var marker: String {
        switch self {
        case .launchesList, .launchDetail: Self.launch.name
        case .rocketsList, .rocketDetail: Self.rocket.name
        }
    }

    /// How far to age the cache so the next run must revalidate (beyond the collection's minimum freshness:
    /// 300 s for launches, a day for rockets), and how the stale notice then reads that age.
    var staleAge: (seconds: TimeInterval, phrase: String) {
        switch self {
        case .launchesList, .launchDetail: (600, "10 min ago")
        case .rocketsList, .rocketDetail: (2 * 86_400 + 60, "2 days ago")
        }
    }
}

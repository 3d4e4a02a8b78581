import SpaceXArchive

/// Where launches and rockets come from: `--source` or `SPACEX_SOURCE`. Only the App's composition knows both;
/// the features read repositories and never learn which source fills them.
public enum DataSource: String, CaseIterable, Sendable {
    /// The r/SpaceX API (the spec's; its data stopped changing in 2022), with the built-in archive offline.
    case spacex
    /// Launch Library 2 (The Space Devs): current launches, 15 requests an hour without a key.
    case ll2

    /// The accepted spellings, for help text and error messages.
    public static let spellings = allCases.map(\.rawValue)

    /// Where current launches are, said once to a user of the frozen r/SpaceX data: under the browser's launches
    /// list when it opens (until the next key), and after the built-in archive's notice of a script's launches.
    public static let currentLaunchesHint = "--source ll2 has current launches"

    /// The browser's first message with the r/SpaceX source: the data is frozen, and where current launches are.
    public static let frozenDataNote =
        "The r/SpaceX data stopped in \(SpaceXArchive.lastUpdated); \(currentLaunchesHint)."
}

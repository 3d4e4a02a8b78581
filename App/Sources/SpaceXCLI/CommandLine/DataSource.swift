/// Where launches and rockets come from: `--source` or `SPACEX_SOURCE`. Only the App's composition knows both;
/// the features read repositories and never learn which source fills them.
public enum DataSource: String, CaseIterable, Sendable {
    /// The r/SpaceX API (the spec's; its data stopped changing in 2022), with the built-in archive offline.
    case spacex
    /// Launch Library 2 (The Space Devs): current launches, 15 requests an hour without a key.
    case ll2

    /// The accepted spellings, for help text and error messages.
    public static let spellings = allCases.map(\.rawValue)
}

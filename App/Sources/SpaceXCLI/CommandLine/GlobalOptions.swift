import CommandLineKit
import Foundation
import RepositoryImplementations
import TerminalImages

/// Options every command accepts.
public struct GlobalOptions: Equatable, Sendable {
    /// `--source` or `SPACEX_SOURCE`: where launches and rockets come from.
    public var source: DataSource = .spacex
    /// `SPACEX_LL2_TOKEN` with `--source ll2`: the Launch Library key that raises its request budget.
    public var launchLibraryAuthorization: TokenAuthorization?
    /// The API's base URL, from `--base-url` or `SPACEX_API_URL`, else the public API.
    public var baseURL: URL
    /// Whether the user chose the API address (`--base-url` or `SPACEX_API_URL`) rather than taking the default.
    public var baseURLIsChosen = false
    /// `--offline`: answer from the cache only.
    public var offline = false
    /// `--refresh`: revalidate every saved answer now, whatever its freshness.
    public var refresh = false
    /// `--tz`: the time zone the user asked dates in.
    public var zone: TimeZoneChoice = .local
    /// `--width N`: the output width; nil means the terminal's, then `COLUMNS`, then 80.
    public var width: Int?
    /// `--images`, or `SPACEX_IMAGES`: how to draw pictures (auto: from the terminal, none when not one).
    public var images: ImageOutputMode = .auto
    /// `--no-color`.
    public var noColor = false
    /// `--json`: print the API's documents as received (``DocumentRecordingAPIService``) instead of screens.
    public var json = false
    /// The command line's options that shaped the answer, as words, for the next-page hint to repeat.
    public var shapingWords: [String] = []
    /// `--cache-dir DIR`, or `SPACEX_CACHE_DIR`; nil means the platform default.
    public var cacheDirectory: String?
    /// Where ``cacheDirectory`` came from, for messages: `--cache-dir` or `SPACEX_CACHE_DIR`.
    public var cacheDirectorySource = "--cache-dir"

    /// Creates options with the defaults.
    public init(baseURL: URL = APIClientConfiguration.defaultBaseURL) {
        self.baseURL = baseURL
    }
}

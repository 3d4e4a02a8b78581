import CommandLineKit
import Foundation
import TerminalImages

/// Options every command accepts.
public struct GlobalOptions: Equatable, Sendable {
    /// `--source` or `SPACEX_SOURCE`: the spelling of the source launches and rockets come from.
    public var source = DataSources.standard.name
    /// The chosen source's address, from `--base-url` or `SPACEX_API_URL`; nil means the source's default.
    public var baseURL: URL?
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
    public init() {}
}

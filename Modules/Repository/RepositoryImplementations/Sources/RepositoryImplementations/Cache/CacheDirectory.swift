import Foundation

/// Where the response cache lives by default, resolved from the environment so tests and users can move it.
///
/// Order: an explicit override (a command-line flag), then `$SPACEX_CACHE_DIR` as is; then on Linux
/// `$XDG_CACHE_HOME/spacex-info` (when absolute, as the XDG spec asks) or `$HOME/.cache/spacex-info`;
/// on Apple platforms the user's Caches directory plus `spacex-info`.
public enum CacheDirectory {
    /// The folder created under the platform's cache directory.
    public static let folderName = "spacex-info"
    /// The environment variable that names the cache directory outright.
    public static let overrideVariable = "SPACEX_CACHE_DIR"

    /// The platform conventions to follow.
    public enum Platform: Sendable, Equatable {
        /// XDG base directories.
        case linux
        /// The user's Caches folder.
        case apple

        /// The platform this binary runs on.
        public static var current: Platform {
            #if canImport(Darwin)
                .apple
            #else
                .linux
            #endif
        }
    }

    /// The cache directory for `environment`; `override` wins when given.
    public static func resolve(
        environment: [String: String] = ProcessInfo.processInfo.environment, override: URL? = nil,
        platform: Platform = .current
    ) -> URL {
        if let override { return override }
        if let explicit = nonEmpty(environment[overrideVariable]) {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        switch platform {
        case .linux:
            if let xdg = nonEmpty(environment["XDG_CACHE_HOME"]), xdg.hasPrefix("/") {
                return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent(
                    folderName, isDirectory: true)
            }
            let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
            return URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".cache", isDirectory: true)
                .appendingPathComponent(folderName, isDirectory: true)
        case .apple:
            let caches =
                FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
                ?? URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            return caches.appendingPathComponent(folderName, isDirectory: true)
        }
    }

    private static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}

import CommandLineKit

/// What a build of `spacex` says about itself after `--version`: the commit it was built from and the day, which
/// `scripts/release` writes into a copy of this file before it builds (a plain `swift build` keeps "unknown"),
/// and the date of the built-in data (the sources' own word for it), so a bug report names exactly what ran.
public enum BuildStamp {
    /// The commit the binary was built from (`git rev-parse --short HEAD`, `-dirty` with uncommitted changes).
    public static let commit = "unknown"
    /// The day the binary was built, `YYYY-MM-DD` (UTC).
    public static let date = "unknown"

    /// The manual page's date: the build's day, or none for a build that is not a release.
    public static var manualDate: String { date == "unknown" ? "" : date }

    /// What `spacex --version` prints: `spacex 0.1.0 (commit 1cb4282, built 2026-11-26; built-in data as of
    /// October 2022)`.
    public static var versionText: String {
        let data = DataSources.all.compactMap(\.builtInDataDate).map { "; built-in data as of \($0)" }.joined()
        return CommandLineProgram.spacex.versionLine + " (commit \(commit), built \(date)\(data))"
    }
}

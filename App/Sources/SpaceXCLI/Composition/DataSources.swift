import DataSourceKit
import LaunchLibrary
import SpaceXAPI

/// The one list of data sources `--source` (or `SPACEX_SOURCE`) names: the only place the App knows them. The
/// features read repositories and never learn which source fills them.
enum DataSources {
    /// Every source, the default first.
    static let all: [any DataSource] = [SpaceXAPIDataSource(), LaunchLibraryDataSource()]

    /// The source used when none is named.
    static var standard: any DataSource { all[0] }

    /// The source spelled `name`, if any.
    static func named(_ name: String) -> (any DataSource)? { all.first { $0.name == name } }

    /// The source the help's examples name with `--source`: the last listed, as the default needs no option.
    static var example: String { all[all.count - 1].name }

    /// The accepted spellings, for help text and error messages.
    static var spellings: [String] { all.map(\.name) }

    /// The option's help: each spelling with what it is, e.g. `spacex (frozen in 2022) or ll2 (Launch Library 2)`.
    static var help: String { all.map { "\($0.name) (\($0.summary))" }.joined(separator: " or ") }
}

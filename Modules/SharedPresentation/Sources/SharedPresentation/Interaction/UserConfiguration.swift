import CommandLineKit

/// The user's config file applied to one run: the keys it binds, the environment it fills in (variables and
/// options win over the file) and its warnings, so the App reads the file in one line and holds no set-up of it.
public struct UserConfiguration: Sendable {
    /// The environment with the file's settings added under what is already set.
    public let environment: [String: String]
    /// The user's keys.
    public let keyMap: KeyMap
    /// One line per line of the file that was left out.
    public let warnings: [String]

    /// What the config file may set: the options of `table` that have a variable, and `theme` (`SPACEX_THEME`).
    public static func settings<Option: CommandLineOptionTable>(of table: Option.Type) -> [ConfigFile.Setting] {
        ConfigFile.Setting.options(of: table)
            + [ConfigFile.Setting("theme", variable: "SPACEX_THEME", choices: Theme.spellings)]
    }

    /// Applies `file` over `environment`.
    public init(file: ConfigFile, environment: [String: String]) {
        var file = file
        var keyMap = KeyMap()
        file.bindKeys { keyMap.bind($0, to: $1) }
        self.keyMap = keyMap
        self.warnings = file.warnings
        self.environment = file.environment(over: environment)
    }

    /// Reads the file `environment` points at (``ConfigFile/location(environment:)``), accepting the options of
    /// `table`, and applies it.
    public init<Option: CommandLineOptionTable>(environment: [String: String], options table: Option.Type) {
        self.init(
            file: ConfigFile.load(environment: environment, settings: Self.settings(of: table)),
            environment: environment)
    }
}

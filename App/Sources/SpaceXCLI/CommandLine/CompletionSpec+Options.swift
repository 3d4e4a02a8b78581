import Foundation
import SharedPresentation
import ShellCompletion

extension CompletionSpec {
    /// `spacex` as the option table and command list declare it, with `--tz` zones and `rocketNames` to offer.
    public static func spacex(rocketNames: [String]) -> CompletionSpec {
        func option(_ key: OptionKey) -> CompletionOption {
            let declaration = key.declaration
            return CompletionOption(
                spellings: declaration.spellings, help: declaration.help, values: values(of: declaration.value))
        }
        let commands = CommandName.allCases.map { command in
            CompletionCommand(
                name: command.rawValue, help: command.summary, options: command.options.map(option),
                argument: argument(of: command, rocketNames: rocketNames))
        }
        return CompletionSpec(
            program: "spacex", globalOptions: OptionKey.allCases.filter(\.declaration.isGlobal).map(option),
            commands: commands)
    }

    /// What follows an option of this kind.
    private static func values(of kind: OptionValueKind) -> CompletionValues {
        switch kind {
        case .flag: .none
        case .number, .date, .text, .url: .anything
        case .directory: .directories
        case .choice(let words): .choices(words)
        case .timeZone:
            .choices(["local", "utc"] + TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted())
        }
    }

    /// What a command's argument can be.
    private static func argument(of command: CommandName, rocketNames: [String]) -> CompletionValues {
        switch command {
        case .launches, .rockets: .none
        case .launch: .anything
        case .rocket: .choices(rocketNames)
        case .completion: .choices(Shell.allCases.map(\.rawValue))
        case .help: .choices(CommandName.allCases.map(\.rawValue).filter { $0 != CommandName.help.rawValue })
        }
    }
}

import Foundation

extension CompletionSpec {
    /// The completions of `program`, from its option and command tables; `suggestions` are the words a command's
    /// free argument can be when only the running program knows them (like names it fetched).
    public init<Option>(_ program: CommandLineProgram<Option>, suggestions: [Option.Command: [String]] = [:]) {
        func option(_ declaration: CommandLineOption<Option.Command>) -> CompletionOption {
            CompletionOption(
                spellings: declaration.spellings, help: declaration.help, values: Self.values(of: declaration.value))
        }
        let commands = Option.Command.allCases.map { command in
            let declaration = command.declaration
            let argument: CompletionValues =
                switch declaration.argument {
                case .none: .none
                case .words: suggestions[command].map(CompletionValues.choices) ?? .anything
                case .choice(_, let words): .choices(words)
                case .helpTopic: .choices(program.listedCommands.map(\.rawValue))
                }
            return CompletionCommand(
                name: command.rawValue, help: declaration.summary, options: program.options(of: command).map(option),
                argument: argument)
        }
        self.init(program: program.name, globalOptions: program.globalOptions.map(option), commands: commands)
    }

    /// What a shell offers after an option of this kind: time zones are `local`, `utc` and the IANA area/city
    /// names.
    static func values(of kind: OptionValueKind) -> CompletionValues {
        switch kind {
        case .flag: .none
        case .number, .date, .text, .url: .anything
        case .directory: .directories
        case .choice(let words): .choices(words)
        case .timeZone:
            .choices(["local", "utc"] + TimeZone.knownTimeZoneIdentifiers.filter { $0.contains("/") }.sorted())
        }
    }
}

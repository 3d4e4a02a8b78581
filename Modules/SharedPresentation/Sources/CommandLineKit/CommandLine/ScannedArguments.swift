/// A command line split into its command, its positional arguments and its options, each option checked
/// against the table (known, in the right place, with a value when it takes one).
public struct ScannedArguments<Option: CommandLineOptionTable>: Sendable {
    /// The subcommand, if one was named.
    public var command: Option.Command?
    /// The arguments that are not options, after the command.
    public var positionals: [String] = []
    /// The options in the order they apply: first those the environment sets (see
    /// ``CommandLineOption/environment``), then those on the command line, in order.
    public var options: [ScannedOption<Option>] = []

    /// Whether `option` was given, on the command line or through the environment: for flags like `--help` that
    /// change what runs rather than how.
    public func contains(_ option: Option) -> Bool { options.contains { $0.option == option } }

    /// The options the command line gave (not the environment), but `excluded`, as words a shell reads back the
    /// same: `--from 2020-01-01`, `--offline`, `--search 'crew 1'`; so a hint can repeat what shaped an answer.
    public func commandLineWords(excluding excluded: Set<Option>) -> [String] {
        options.filter { $0.name.hasPrefix("-") && !excluded.contains($0.option) }.flatMap { scanned -> [String] in
            guard scanned.option.declaration.value != .flag else { return [scanned.name] }
            let plain =
                !scanned.value.isEmpty
                && scanned.value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:=@+,".contains($0)) }
            return [scanned.name, plain ? scanned.value : ShellQuoting.posix(scanned.value)]
        }
    }
}

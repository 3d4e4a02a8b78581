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
}

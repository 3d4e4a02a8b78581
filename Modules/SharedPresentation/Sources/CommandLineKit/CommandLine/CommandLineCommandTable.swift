/// A program's command table: one case per subcommand, spelled as its raw value, each with its declaration.
public protocol CommandLineCommandTable: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {
    /// What the command takes, says and shows.
    var declaration: CommandLineCommand { get }
}

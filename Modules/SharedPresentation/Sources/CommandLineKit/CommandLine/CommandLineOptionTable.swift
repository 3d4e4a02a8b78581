/// A program's option table: one case per option, each with its ``CommandLineOption`` declaration.
public protocol CommandLineOptionTable: CaseIterable, Hashable, Sendable {
    /// The program's subcommands, spelled as their raw values.
    associatedtype Command: RawRepresentable & CaseIterable & Hashable & Sendable where Command.RawValue == String

    /// How this option is written, what it takes and what it does.
    var declaration: CommandLineOption<Command> { get }
}

extension CommandLineOptionTable {
    /// The option spelled `name` (`--page`, `-h`), if any.
    public init?(spelling name: String) {
        guard let option = Self.allCases.first(where: { $0.declaration.spellings.contains(name) }) else { return nil }
        self = option
    }
}

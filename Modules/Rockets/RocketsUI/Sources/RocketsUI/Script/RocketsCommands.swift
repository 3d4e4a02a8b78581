import CommandLineKit

/// The help of the rockets feature's commands (`rockets`, `rocket`), beside the script code that answers them; the
/// App's command table names them, so help, the manual page and completions read them there.
public enum RocketsCommands {
    /// `rockets`.
    public static let rockets =
        CommandLineCommand(
            summary: "list rockets with their success rate", title: "list rockets (name, type, success rate)",
            examples: ["rockets", "rockets --json"])

    /// `rocket <id|name>`.
    public static let rocket =
        CommandLineCommand(
            .words(placeholder: "<id|name>", missing: "the rocket id or name"),
            summary: "show one rocket's specifications (\"falcon 9\" works)",
            title: "show one rocket's specifications",
            about: "Accepts a rocket id or a name in any case (\"falcon 9\", \"Falcon Heavy\", \"starship\").",
            examples: ["rocket \"falcon 9\"", "rocket 5e9d0d95eda69973a809d1ec --json"])
}

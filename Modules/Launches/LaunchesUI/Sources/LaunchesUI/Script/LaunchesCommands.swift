import CommandLineKit

/// The help of the launches feature's own commands (`calendar`, `changes`, `launch`), beside the script code that
/// answers them; the App's command table names them, so help, the manual page and completions read them there.
public enum LaunchesCommands {
    /// `calendar`; `source` is the `--source` spelling its examples use.
    public static func calendar(example source: String) -> CommandLineCommand {
        CommandLineCommand(
            summary: "write launches as an iCalendar file (same filters as launches)",
            title: "write launches as an iCalendar (RFC 5545) file",
            about: """
                One event per launch, dated only as precisely as the source knows it; its SEQUENCE grows when \
                its date moves, and a launch that left the list is written as cancelled. Cron it to keep a \
                subscribed calendar current: */30 * * * * spacex calendar --source \(source) --output ~/spacex.ics
                """, examples: ["calendar --source \(source) --remind 1h,10m --output ~/spacex.ics"])
    }

    /// `changes`; `source` is the `--source` spelling its examples use.
    public static func changes(example source: String) -> CommandLineCommand {
        CommandLineCommand(
            summary: "list what moved since you last looked: NET, status, probability, webcast, rocket",
            title: "list what moved about launches between saved answers",
            about: """
                Whenever a new answer replaces a saved one, every run records per launch what moved: the NET \
                (from, to, by how much), its precision, the status, the probability, the webcast, the provider \
                and rocket, and a launch that left the list. This lists those moves, newest first, each with when \
                it was seen; it reads the history beside the cache and never sends a request.
                """, examples: ["changes --source \(source)", "changes --since 2026-05-21 --json"])
    }

    /// `launch <id|name>`.
    public static let launch = CommandLineCommand(
        .words(placeholder: "<id|name>", missing: "the launch id or name"),
        summary: "show one launch: description, site, date, status, webcast, rocket (\"crew-1\" works)",
        title: "show one launch",
        about: """
            Shows the description, image, launch site with its local time, date, status with failure reasons, \
            the webcast and article links, and the rocket. Give a launch id (24 hexadecimal characters; `spacex \
            launches --json` lists them) or a name in any case: the exact name first, else the one name that \
            starts so ("crew-1", "ax-"); a name several launches start with lists them and exits 2.
            """, examples: ["launch crew-1", "launch 5eb87cd9ffd86e000604b32a --tz utc --json"])
}

import CommandLineKit

/// The help of the launches feature's own commands (`launches`, `next`, `calendar`, `changes`, `watch`, `launch`), beside the script code that
/// answers them; the App's command table names them, so help, the manual page and completions read them there.
public enum LaunchesCommands {
    /// `launches`.
    public static let launches =
        CommandLineCommand(
            summary: "list launches, newest first, with an optional date interval",
            title: "list launches (mission, site, date, status)",
            examples: [
                "launches", "launches --from 2020-01-01 --to 2020-12-31 --oldest-first",
                "launches --upcoming", "launches --past --limit 5", "launches --rocket starship --crewed",
                "launches --limit 5 --page 2 --tz utc", "launches --search starlink --json",
            ])

    /// `next`; `source` is the `--source` spelling its examples use.
    public static func next(example source: String) -> CommandLineCommand {
        CommandLineCommand(
            summary: "show the next launch: name, NET and its precision, countdown, status, site, webcast",
            title: "show the next launch", examples: ["next", "next --source \(source) --json"])
    }

    /// `calendar`; `source` is the `--source` spelling its examples use.
    public static func calendar(example source: String) -> CommandLineCommand {
        CommandLineCommand(
            summary: "write launches as an iCalendar file (same filters as launches)",
            title: "write launches as an iCalendar (RFC 5545) file",
            about: """
                One event per launch, dated only as precisely as the source knows it; its SEQUENCE grows when \
                its date moves, and a launch that left the list is written as cancelled; --json prints its \
                launches as the source's documents instead. Cron it to keep a subscribed calendar current: \
                */30 * * * * spacex calendar --source \(source) --output ~/spacex.ics
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

    /// `watch`; `source` is the `--source` spelling its examples use.
    public static func watch(example source: String) -> CommandLineCommand {
        CommandLineCommand(
            summary: "stay open and tell when the next launches near, move, go, fly or end (bell, --exec)",
            title: "watch the next launches",
            about: """
                Follows the next launches (--count) and prints one line per event: the --before lead times, a NET \
                that moved, a scrub, Go, Hold, In Flight, Success or Failure, a webcast. Each event rings the bell \
                with the terminal's own notification, and --exec runs a command with SPACEX_EVENT, SPACEX_LAUNCH, \
                SPACEX_LAUNCH_ID, SPACEX_NET, SPACEX_STATUS, SPACEX_WEBCAST, SPACEX_MESSAGE and SPACEX_TIME set \
                (killed after 10 s). Requests stay within the source's hourly budget (Launch Library: 15 an hour, \
                3 kept for other runs), each shown on standard error as it is sent. With --json each event is \
                one JSON object a line, keyed as those variables without SPACEX_ (event, launch, net, …).
                """,
            examples: [
                "watch --source \(source) --before 24h,1h,10m --exec 'notify-send \"$SPACEX_LAUNCH\" \"$SPACEX_MESSAGE\"'"
            ])
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

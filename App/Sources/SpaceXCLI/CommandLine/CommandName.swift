import CommandLineKit
import LaunchesUI

/// The `spacex` subcommands; ``declaration`` gives each one's argument, summary, help page and examples.
public enum CommandName: String, CaseIterable, Sendable, CommandLineCommandTable {
    case launches, next, calendar, changes, launch, rockets, rocket, launchpad, completion, man, help

    /// What the command takes, says and shows.
    public var declaration: CommandLineCommand {
        switch self {
        case .launches:
            .init(
                summary: "list launches, newest first, with an optional date interval",
                title: "list launches (mission, site, date, status)",
                examples: [
                    "launches", "launches --from 2020-01-01 --to 2020-12-31 --oldest-first",
                    "launches --upcoming", "launches --past --limit 5",
                    "launches --limit 5 --page 2 --tz utc", "launches --search starlink --json",
                ])
        case .next:
            .init(
                summary: "show the next launch: name, NET and its precision, countdown, status, site, webcast",
                title: "show the next launch", examples: ["next", "next --source \(DataSources.example) --json"])
        case .calendar: LaunchesCommands.calendar(example: DataSources.example)
        case .changes: LaunchesCommands.changes(example: DataSources.example)
        case .launch: LaunchesCommands.launch
        case .rockets:
            .init(
                summary: "list rockets with their success rate", title: "list rockets (name, type, success rate)",
                examples: ["rockets", "rockets --json"])
        case .rocket:
            .init(
                .words(placeholder: "<id|name>", missing: "the rocket id or name"),
                summary: "show one rocket's specifications (\"falcon 9\" works)",
                title: "show one rocket's specifications",
                about: "Accepts a rocket id or a name in any case (\"falcon 9\", \"Falcon Heavy\", \"starship\").",
                examples: ["rocket \"falcon 9\"", "rocket 5e9d0d95eda69973a809d1ec --json"])
        case .launchpad:
            .init(
                .words(placeholder: "<id|name>", missing: "the launch site id or name"),
                summary: "show one launch site: place, local time, status, success rate, rockets (\"ksc\" works)",
                title: "show one launch site",
                about: """
                    Shows the full name, locality and region, time zone and the site's local time now, coordinates,
                    status, launch attempts and successes with the success rate, the rockets flown from it, its
                    description and picture. Give a launchpad id or a short or full name in any case: the exact name
                    first, else the one site whose name starts so ("ksc", "kwajalein"); a name several sites start
                    with ("vafb") lists them and exits 2.
                    """, examples: ["launchpad \"ksc lc 39a\"", "launchpad 5e9e4502f509094188566f88 --json"])
        case .completion:
            .init(
                .choice(noun: "shell", Shell.allCases.map(\.rawValue)),
                summary: "print a shell completion script (see spacex help completion)",
                title: "print a shell completion script",
                about: "Completes commands, options, --tz zones and rocket names. Install:\n  "
                    + Shell.allCases.map { $0.installation(for: "spacex") }.joined(separator: "\n  "),
                examples: ["completion bash > ~/.local/share/bash-completion/completions/spacex"])
        case .man:
            .init(
                summary: "print this manual page in roff (spacex man > spacex.1; man ./spacex.1)",
                title: "print the manual page",
                about: "Written from the same tables as this help and the completions; releases ship it as spacex.1.",
                examples: ["man > ~/.local/share/man/man1/spacex.1"])
        case .help:
            .init(.helpTopic, summary: "show help for a command", title: "show help", examples: ["help launches"])
        }
    }
}

extension CommandLineProgram where Option == OptionKey {
    /// `spacex` as its help page introduces it; the option and command tables give the rest.
    public static var spacex: Self {
        Self(
            name: "spacex", version: "0.1.0", title: "browse SpaceX launches and rockets from the r/SpaceX API",
            about: """
                With no command on a terminal, spacex opens a full-screen browser with a Launches and a Rockets tab
                (press ? there for the keys). In a pipe it prints the latest launches once.
                """,
            examples: [
                "", "launches --from 2020-01-01 --to 2020-12-31", "rocket \"falcon 9\" --json",
                "launches --base-url http://localhost:6673 --limit 5",
            ],
            footer: "Exit codes: 0 shown (also from the cache), 1 the data could not be had, 2 a usage error.",
            helpCommand: .help)
    }
}

import CommandLineKit
import LaunchSitesUI
import LaunchesUI
import RocketsUI

/// The `spacex` subcommands; ``declaration`` gives each one's argument, summary, help page and examples.
public enum CommandName: String, CaseIterable, Sendable, CommandLineCommandTable {
    case launches, next, calendar, changes, watch, launch, rockets, rocket, launchpad, completion, man, help

    /// What the command takes, says and shows.
    public var declaration: CommandLineCommand {
        switch self {
        case .launches: LaunchesCommands.launches
        case .next: LaunchesCommands.next(example: DataSources.example)
        case .calendar: LaunchesCommands.calendar(example: DataSources.example)
        case .changes: LaunchesCommands.changes(example: DataSources.example)
        case .watch: LaunchesCommands.watch(example: DataSources.example)
        case .launch: LaunchesCommands.launch
        case .rockets: RocketsCommands.rockets
        case .rocket: RocketsCommands.rocket
        case .launchpad: LaunchSitesCommands.launchpad
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

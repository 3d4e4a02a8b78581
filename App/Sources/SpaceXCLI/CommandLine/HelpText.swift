import Foundation
import ShellCompletion

/// The help and usage texts, built from the command and option tables, with examples for every command.
public enum HelpText {
    /// The one-line usage of a command (or of `spacex`), printed under usage errors.
    public static func usage(for command: CommandName?) -> String {
        guard let command, command != .help else {
            let commands = CommandName.allCases.filter { $0 != .help }.map(synopsis).joined(separator: " | ")
            return "usage: spacex [\(commands)] [options]   (spacex --help)"
        }
        let options = command.options.map { "[\($0.declaration.synopsis)]" }
        return (["usage: spacex", synopsis(of: command)] + options + ["[options]"]).joined(separator: " ")
    }

    /// The full help of a command, or of `spacex` when `topic` is nil.
    public static func help(for topic: CommandName?) -> String {
        guard let topic, topic != .help else { return overview }
        let options = topic.options.map(\.declaration.helpLine).joined(separator: "\n")
        return [
            "spacex \(topic.rawValue) — \(title(of: topic))", usage(for: topic),
            [options, about(topic)].filter { !$0.isEmpty }.joined(separator: "\n\n"), globalOptions,
            "Examples:\n" + examples(of: topic).map { "  spacex \($0)" }.joined(separator: "\n"),
        ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    private static func synopsis(of command: CommandName) -> String {
        command.arguments.isEmpty ? command.rawValue : "\(command.rawValue) \(command.arguments)"
    }

    private static var globalOptions: String {
        let lines = OptionKey.allCases.map(\.declaration).filter(\.isGlobal).map(\.helpLine)
        return (["Options for every command:"] + lines).joined(separator: "\n")
            + "\n\nExit codes: 0 shown (also from the cache), 1 the data could not be had, 2 a usage error."
    }

    private static var overview: String {
        let commands = CommandName.allCases.map { command in
            let name = synopsis(of: command)
            return "  " + name + String(repeating: " ", count: max(1, 19 - name.count)) + command.summary
        }
        return """
            spacex — browse SpaceX launches and rockets from the r/SpaceX API

            usage: spacex [command] [options]

            With no command on a terminal, spacex opens a full-screen browser with a Launches and a Rockets tab
            (press ? there for the keys). In a pipe it prints the latest launches once.

            Commands:
            \(commands.joined(separator: "\n"))

            \(globalOptions)

            Examples:
              spacex
              spacex launches --from 2020-01-01 --to 2020-12-31
              spacex rocket "falcon 9" --json
              spacex launches --base-url http://localhost:6673 --limit 5
            """
    }

    private static func title(of command: CommandName) -> String {
        switch command {
        case .launches: "list launches (mission, site, date, status)"
        case .launch: "show one launch"
        case .rockets: "list rockets (name, type, success rate)"
        case .rocket: "show one rocket's specifications"
        case .completion: "print a shell completion script"
        case .help: "show help"
        }
    }

    private static func about(_ command: CommandName) -> String {
        switch command {
        case .launch:
            """
            Shows the description, image, launch site with its local time, date, status with failure reasons,
            the webcast and article links, and the rocket. Give a launch id (24 hexadecimal characters; `spacex
            launches --json` lists them) or a name in any case: the exact name first, else the one name that
            starts so ("crew-1", "ax-"); a name several launches start with lists them and exits 2.
            """
        case .completion:
            """
            Completes commands, options, --tz zones and rocket names. Install:
              \(Shell.allCases.map { $0.installation(for: "spacex") }.joined(separator: "\n  "))
            """
        case .rocket: "Accepts a rocket id or a name in any case (\"falcon 9\", \"Falcon Heavy\", \"starship\")."
        case .launches, .rockets, .help: ""
        }
    }

    private static func examples(of command: CommandName) -> [String] {
        switch command {
        case .launches:
            [
                "launches", "launches --from 2020-01-01 --to 2020-12-31 --oldest-first",
                "launches --limit 5 --page 2 --tz utc", "launches --search starlink --json",
            ]
        case .launch: ["launch crew-1", "launch 5eb87cd9ffd86e000604b32a --tz utc --json"]
        case .completion: ["completion bash > ~/.local/share/bash-completion/completions/spacex"]
        case .rockets: ["rockets", "rockets --json"]
        case .rocket: ["rocket \"falcon 9\"", "rocket 5e9d0d95eda69973a809d1ec --json"]
        case .help: ["help launches"]
        }
    }
}

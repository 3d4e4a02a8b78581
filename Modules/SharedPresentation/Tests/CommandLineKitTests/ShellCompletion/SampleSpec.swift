@testable import CommandLineKit

/// A small command line like the app's: global options, two commands with options, and arguments.
enum SampleSpec {
    static let spec = CompletionSpec(
        program: "tool",
        globalOptions: [
            CompletionOption(
                spellings: ["--tz"], help: "time zone: local, utc or an IANA zone",
                values: .choices(["local", "utc", "Europe/Paris", "America/New_York"])),
            CompletionOption(spellings: ["--cache-dir"], help: "where answers are saved", values: .directories),
            CompletionOption(spellings: ["--offline"], help: "never use the network"),
            CompletionOption(spellings: ["-h", "--help"], help: "show help"),
        ],
        commands: [
            CompletionCommand(
                name: "launches", help: "list launches",
                options: [
                    CompletionOption(spellings: ["--page"], help: "page number: 1, 2, …", values: .anything),
                    CompletionOption(spellings: ["--oldest-first"], help: "oldest first"),
                ]),
            CompletionCommand(name: "launch", help: "show one launch", argument: .anything),
            CompletionCommand(
                name: "rocket", help: "show one rocket's specifications",
                argument: .choices(["Falcon 1", "Falcon 9", "Falcon Heavy", "Starship", "O'Neill $HOME"])),
            CompletionCommand(
                name: "completion", help: "print a completion script", argument: .choices(["bash", "zsh", "fish"])),
        ])
}

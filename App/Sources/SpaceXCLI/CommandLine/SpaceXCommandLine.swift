import SharedPresentation
import ShellCompletion

extension CommandLineProgram where Option == OptionKey {
    /// `spacex` as its help page introduces it; the option and command tables give the rest.
    public static var spacex: Self {
        Self(
            name: "spacex", title: "browse SpaceX launches and rockets from the r/SpaceX API",
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

extension CompletionSpec {
    /// `spacex`'s completions, offering `rocketNames` after `spacex rocket`.
    public static func spacex(rocketNames: [String]) -> CompletionSpec {
        CompletionSpec(.spacex, suggestions: [.rocket: rocketNames])
    }
}

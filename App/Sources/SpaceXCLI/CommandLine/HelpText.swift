import Foundation

/// The help and usage texts, with examples for every command.
public enum HelpText {
    /// The one-line usage of a command (or of `spacex`), printed under usage errors.
    public static func usage(for command: CommandName?) -> String {
        switch command {
        case nil, .help?:
            "usage: spacex [launches | launch <id> | rockets | rocket <id|name>] [options]   (spacex --help)"
        case .launches?:
            "usage: spacex launches [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page N] [--limit N] [--oldest-first] "
                + "[--search TEXT] [options]"
        case .launch?: "usage: spacex launch <launch-id> [options]"
        case .rockets?: "usage: spacex rockets [--page N] [--limit N] [options]"
        case .rocket?: "usage: spacex rocket <rocket-id | name> [options]"
        }
    }

    /// The full help of a command, or of `spacex` when `topic` is nil.
    public static func help(for topic: CommandName?) -> String {
        switch topic {
        case nil, .help?: overview
        case .launches?: launches
        case .launch?: launch
        case .rockets?: rockets
        case .rocket?: rocket
        }
    }

    private static let globalOptions = """
        Options for every command:
          --base-url URL     API address (also SPACEX_API_URL); default https://api.spacexdata.com
          --offline          use saved answers only, never the network
          --tz ZONE          show dates in local (default), utc, or an IANA zone like Europe/Paris
          --width N          wrap output at N columns (default: the terminal, then COLUMNS, then 80)
          --no-color         plain text (also NO_COLOR=1; colour is only used on a terminal)
          --json             print the data as JSON instead of text
          --cache-dir DIR    where answers are saved (also SPACEX_CACHE_DIR)
          -h, --help         show help
          --version          show the version

        Exit codes: 0 shown (also from the cache), 1 the data could not be had, 2 a usage error.
        """

    private static let overview = """
        spacex — browse SpaceX launches and rockets from the r/SpaceX API

        usage: spacex [command] [options]

        With no command on a terminal, spacex opens a full-screen browser with a Launches and a Rockets tab
        (press ? there for the keys). In a pipe it prints the latest launches once.

        Commands:
          launches           list launches, newest first, with an optional date interval
          launch <id>        show one launch: description, site, date, status, webcast, rocket
          rockets            list rockets with their success rate
          rocket <id|name>   show one rocket's specifications ("falcon 9" works)
          help [command]     show help for a command

        \(globalOptions)

        Examples:
          spacex
          spacex launches --from 2020-01-01 --to 2020-12-31
          spacex rocket "falcon 9" --json
          spacex launches --base-url http://localhost:6673 --limit 5
        """

    private static let launches = """
        spacex launches — list launches (mission, site, date, status)

        \(usage(for: .launches))

          --from YYYY-MM-DD  first day to include (a whole day in --tz)
          --to YYYY-MM-DD    last day to include (a whole day in --tz); either end may be left open
          --page N           page number, from 1 (default 1)
          --limit N          launches per page, 1 to 100 (default 10)
          --oldest-first     oldest first instead of newest first
          --search TEXT      only launches whose name or details mention TEXT

        \(globalOptions)

        Examples:
          spacex launches
          spacex launches --from 2020-01-01 --to 2020-12-31 --oldest-first
          spacex launches --limit 5 --page 2 --tz utc
          spacex launches --search starlink --json
        """

    private static let launch = """
        spacex launch — show one launch

        \(usage(for: .launch))

        Shows the description, image, launch site with its local time, date, status with failure reasons,
        the webcast and article links, and the rocket. Launch ids are 24 hexadecimal characters; `spacex
        launches --json` lists them.

        \(globalOptions)

        Examples:
          spacex launch 5eb87cd9ffd86e000604b32a
          spacex launch 5eb87cd9ffd86e000604b32a --tz utc --json
        """

    private static let rockets = """
        spacex rockets — list rockets (name, type, success rate)

        \(usage(for: .rockets))

          --page N           page number, from 1 (default 1)
          --limit N          rockets per page, 1 to 100 (default 10)

        \(globalOptions)

        Examples:
          spacex rockets
          spacex rockets --json
        """

    private static let rocket = """
        spacex rocket — show one rocket's specifications

        \(usage(for: .rocket))

        Accepts a rocket id or a name in any case ("falcon 9", "Falcon Heavy", "starship").

        \(globalOptions)

        Examples:
          spacex rocket "falcon 9"
          spacex rocket 5e9d0d95eda69973a809d1ec --json
        """
}

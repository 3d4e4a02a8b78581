import CommandLineKit
import LaunchesUI

/// A parsed `spacex` command line: the command and the global options.
public typealias Invocation = CommandLineInvocation<Command, GlobalOptions>

/// What the user asked `spacex` to do, after parsing and validation.
public enum Command: Equatable, Sendable {
    /// The full-screen browser (a TTY), or the launches list printed once (a pipe).
    case browse
    /// `spacex launches`: one page of launches.
    case launches(LaunchesArguments)
    /// `spacex next`: the next launch.
    case next
    /// `spacex calendar`: the launches `launches` would list, as an iCalendar file.
    case calendar(LaunchesArguments, CalendarArguments)
    /// `spacex watch`: the next launches followed until Ctrl-C.
    case watch(WatchArguments)
    /// `spacex changes [--since DATE]`: what moved about launches between saved answers.
    case changes(since: String?)
    /// `spacex launch <id | name>`: one launch's details.
    case launch(idOrName: String)
    /// `spacex rockets`: one page of rockets.
    case rockets(page: Int, limit: Int)
    /// `spacex rocket <id | name>`: one rocket's details.
    case rocket(idOrName: String)
    /// `spacex launchpad <id | name>`: one launch site's details.
    case launchpad(idOrName: String)
    /// `--help` or `spacex help [command]`.
    case help(topic: CommandName?)
    /// `spacex completion bash|zsh|fish`: the shell's completion script.
    case completion(Shell)
    /// `spacex man`: the manual page in roff.
    case manual
    /// `--version`.
    case version
}

import Foundation
import SharedPresentation
import ShellCompletion
import TerminalImages

/// Turns `spacex` arguments into an ``Invocation``, or a ``UsageError`` naming exactly what is wrong.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; `--` ends options. The
/// environment variables the option table names (`SPACEX_API_URL`, `SPACEX_IMAGES`, `SPACEX_CACHE_DIR`) set
/// defaults that the command line overrides.
public struct CommandLineParser: Sendable {
    private let environment: [String: String]

    /// Creates a parser reading defaults from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Parses the arguments after the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let program = CommandLineProgram.spacex
        let scanned = try program.scan(arguments, environment: environment)
        var parsed = Parsed()
        for (key, name, value) in scanned.environmentOptions { try apply(key, name, value, to: &parsed, command: nil) }
        for (key, name, value) in scanned.options {
            try apply(key, name, value, to: &parsed, command: scanned.command)
        }
        let options = parsed.global
        if parsed.wantsVersion { return Invocation(command: .version, options: options) }
        guard !parsed.wantsHelp else {
            return Invocation(command: .help(topic: scanned.command == .help ? nil : scanned.command), options: options)
        }
        if options.refresh, options.offline {
            throw UsageError(
                "--refresh asks the network and --offline forbids it; use one of them", command: scanned.command)
        }
        guard let command = scanned.command else { return Invocation(command: .browse, options: options) }
        if command == .launch, let id = scanned.positionals.first, Self.isAPIIdentifier(id) {
            if let extra = scanned.positionals.dropFirst().first {
                throw UsageError("unexpected argument '\(ArgumentScanner.quoted(extra))'", command: .launch)
            }
            return Invocation(command: .launch(idOrName: id.lowercased()), options: options)
        }
        let argument = try program.argument(of: command, in: scanned.positionals)
        return Invocation(command: resolve(command, argument, parsed.launches), options: options)
    }

    /// What the options said so far.
    private struct Parsed {
        var global = GlobalOptions()
        var launches = LaunchesArguments()
        var wantsHelp = false
        var wantsVersion = false
    }

    /// Handles one option of the table, spelled `name` (or set by the variable `name`); a new ``OptionKey`` case
    /// does not compile until it is handled here.
    private func apply(
        _ key: OptionKey, _ name: String, _ value: String, to parsed: inout Parsed, command: CommandName?
    ) throws(UsageError) {
        let option = key.declaration
        switch key {
        case .help: parsed.wantsHelp = true
        case .version: parsed.wantsVersion = true
        case .offline: parsed.global.offline = true
        case .refresh: parsed.global.refresh = true
        case .noColor: parsed.global.noColor = true
        case .json: parsed.global.json = true
        case .images:
            parsed.global.images = try option.choice(value, source: name, command: command) {
                ImageOutputMode(argument: $0)
            }
        case .baseURL:
            parsed.global.baseURL = try option.url(value, source: name, command: command)
            parsed.global.baseURLIsChosen = true
        case .timeZone: parsed.global.zone = try option.timeZone(value, command: command)
        case .width: parsed.global.width = try option.number(value, command: command)
        case .cacheDirectory:
            parsed.global.cacheDirectory = try option.directory(value, command: command)
            parsed.global.cacheDirectorySource = name
        case .from: parsed.launches.from = value
        case .to: parsed.launches.to = value
        case .search: parsed.launches.search = try option.text(value, command: command)
        case .oldestFirst: parsed.launches.oldestFirst = true
        case .page: parsed.launches.page = try option.number(value, command: command)
        case .limit: parsed.launches.limit = try option.number(value, command: command)
        }
    }

    /// The command with its argument, checked against its declaration, and the list options.
    private func resolve(_ command: CommandName, _ argument: String?, _ launches: LaunchesArguments) -> Command {
        switch command {
        case .launches: .launches(launches)
        case .rockets: .rockets(page: launches.page, limit: launches.limit)
        case .launch: .launch(idOrName: argument ?? "")
        case .rocket: .rocket(idOrName: argument ?? "")
        // The declaration's choices are the shells' names, so the argument names one.
        case .completion: .completion(Shell(rawValue: argument ?? "")!)
        case .help: .help(topic: argument.flatMap(CommandName.init))
        }
    }

    /// Whether `text` has the shape of an r/SpaceX API id (24 hexadecimal characters).
    public static func isAPIIdentifier(_ text: String) -> Bool {
        text.utf8.count == 24
            && text.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
            }
    }
}

import Foundation
import SharedPresentation
import ShellCompletion
import TerminalImages

/// Turns `spacex` arguments into an ``Invocation``, or a ``UsageError`` naming exactly what is wrong.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; `--` ends options.
public struct CommandLineParser: Sendable {
    private let environment: [String: String]

    /// Creates a parser reading defaults (`SPACEX_API_URL`, `SPACEX_CACHE_DIR`) from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Parses the arguments after the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let scanned = try ArgumentScanner.scan(
            arguments, of: "spacex", options: OptionKey.self, helpCommand: .help,
            listedCommands: CommandName.allCases.filter { $0 != .help })
        let command = scanned.command
        var parsed = Parsed(global: try defaultOptions())
        for (key, _, value) in scanned.options { try apply(key, value: value, to: &parsed, command: command) }
        if parsed.wantsVersion { return Invocation(command: .version, options: parsed.global) }
        if parsed.wantsHelp {
            return Invocation(command: .help(topic: command == .help ? nil : command), options: parsed.global)
        }
        if parsed.global.refresh, parsed.global.offline {
            throw UsageError("--refresh asks the network and --offline forbids it; use one of them", command: command)
        }
        let resolved = try resolve(command, positionals: scanned.positionals, launches: parsed.launches)
        return Invocation(command: resolved, options: parsed.global)
    }

    /// What the options said so far.
    private struct Parsed {
        var global: GlobalOptions
        var launches = LaunchesArguments()
        var wantsHelp = false
        var wantsVersion = false
    }

    /// Handles one option of the table; a new ``OptionKey`` case does not compile until it is handled here.
    private func apply(
        _ key: OptionKey, value: String, to parsed: inout Parsed, command: CommandName?
    ) throws(UsageError) {
        let name = key.declaration.name
        switch key {
        case .help: parsed.wantsHelp = true
        case .version: parsed.wantsVersion = true
        case .offline: parsed.global.offline = true
        case .refresh: parsed.global.refresh = true
        case .noColor: parsed.global.noColor = true
        case .images: parsed.global.images = try Self.images(value, source: name, command: command)
        case .json: parsed.global.json = true
        case .baseURL:
            parsed.global.baseURL = try Self.baseURL(value, source: name, command: command)
            parsed.global.baseURLIsChosen = true
        case .timeZone: parsed.global.zone = try Self.zone(value, command: command)
        case .width: parsed.global.width = try key.declaration.number(value, command: command)
        case .cacheDirectory:
            guard !value.isEmpty else { throw UsageError("\(name) needs a directory", command: command) }
            parsed.global.cacheDirectory = value
            parsed.global.cacheDirectorySource = name
        case .from: parsed.launches.from = value
        case .to: parsed.launches.to = value
        case .search:
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw UsageError("\(name) needs some text", command: command)
            }
            parsed.launches.search = value
        case .oldestFirst: parsed.launches.oldestFirst = true
        case .page: parsed.launches.page = try key.declaration.number(value, command: command)
        case .limit: parsed.launches.limit = try key.declaration.number(value, command: command)
        }
    }

    private func resolve(
        _ command: CommandName?, positionals: [String], launches: LaunchesArguments
    ) throws(UsageError) -> Command {
        switch command {
        case nil:
            return .browse
        case .launches:
            try Self.expectNoPositionals(positionals, command: .launches)
            return .launches(launches)
        case .rockets:
            try Self.expectNoPositionals(positionals, command: .rockets)
            return .rockets(page: launches.page, limit: launches.limit)
        case .launch:
            if let id = positionals.first, Self.isAPIIdentifier(id) {
                try Self.expectNoPositionals(Array(positionals.dropFirst()), command: .launch)
                return .launch(idOrName: id.lowercased())
            }
            let name = positionals.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("missing the launch id or name", command: .launch) }
            return .launch(idOrName: name)
        case .completion:
            guard let name = positionals.first, let shell = Shell(rawValue: name), positionals.count == 1 else {
                throw UsageError("name one shell: bash, zsh or fish", command: .completion)
            }
            return .completion(shell)
        case .rocket:
            let name = positionals.joined(separator: " ").trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { throw UsageError("missing the rocket id or name", command: .rocket) }
            return .rocket(idOrName: name)
        case .help:
            guard let topic = positionals.first else { return .help(topic: nil) }
            guard let name = CommandName(rawValue: topic), positionals.count == 1 else {
                throw UsageError("no help for '\(Self.quoted(positionals.joined(separator: " ")))'", command: .help)
            }
            return .help(topic: name)
        }
    }

    private func defaultOptions() throws(UsageError) -> GlobalOptions {
        var options = GlobalOptions()
        if let url = environment["SPACEX_API_URL"], !url.isEmpty {
            options.baseURL = try Self.baseURL(url, source: "SPACEX_API_URL", command: nil)
            options.baseURLIsChosen = true
        }
        if let images = environment["SPACEX_IMAGES"], !images.isEmpty {
            options.images = try Self.images(images, source: "SPACEX_IMAGES", command: nil)
        }
        if let directory = environment["SPACEX_CACHE_DIR"], !directory.isEmpty {
            options.cacheDirectory = directory
            options.cacheDirectorySource = "SPACEX_CACHE_DIR"
        }
        return options
    }

    // MARK: - Values

    /// Whether `text` has the shape of an r/SpaceX API id (24 hexadecimal characters).
    public static func isAPIIdentifier(_ text: String) -> Bool {
        text.utf8.count == 24
            && text.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (97...102).contains(byte) || (65...70).contains(byte)
            }
    }

    private static func baseURL(_ text: String, source: String, command: CommandName?) throws(UsageError) -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil,
            var url = components.url
        else {
            throw UsageError(
                "\(source) must be an http:// or https:// URL with a host, like https://api.spacexdata.com, "
                    + "not '\(quoted(text))'",
                command: command)
        }
        while url.absoluteString.hasSuffix("/"), let trimmedURL = URL(string: String(url.absoluteString.dropLast())) {
            url = trimmedURL
        }
        return url
    }

    private static func images(_ text: String, source: String, command: CommandName?) throws(UsageError)
        -> ImageOutputMode
    {
        guard let mode = ImageOutputMode(argument: text) else {
            let words = ImageOutputMode.spellings
            throw UsageError(
                "\(source) must be \(words.dropLast().joined(separator: ", ")) or \(words.last!), not '\(quoted(text))'",
                command: command)
        }
        return mode
    }

    private static func zone(_ text: String, command: CommandName?) throws(UsageError) -> GlobalOptions.Zone {
        switch text.lowercased() {
        case "local": return .local
        case "utc", "z", "gmt": return .utc
        default:
            guard !text.isEmpty, TimeZone(identifier: text) != nil, text.contains("/") || text.count <= 5 else {
                throw UsageError(
                    "unknown time zone '\(quoted(text))'; use local, utc or an IANA name like Europe/Paris",
                    command: command)
            }
            return .named(text)
        }
    }

    private static func expectNoPositionals(_ positionals: [String], command: CommandName) throws(UsageError) {
        if let extra = positionals.first {
            throw UsageError("unexpected argument '\(quoted(extra))'", command: command)
        }
    }

    /// Shows user text inside a message without letting control characters reach the terminal.
    static func quoted(_ text: String) -> String {
        ArgumentScanner.quoted(text)
    }
}

import Foundation

/// Turns `spacex` arguments into an ``Invocation``, or a ``UsageError`` naming exactly what is wrong.
///
/// Options may stand before or after the command, as `--name value` or `--name=value`; `--` ends options.
public struct CommandLineParser: Sendable {
    private static let globalFlags: Set<String> = ["--offline", "--no-color", "--json", "--help", "-h", "--version"]
    private static let globalValues: Set<String> = ["--base-url", "--tz", "--width", "--cache-dir"]
    private static let commandFlags: [CommandName: Set<String>] = [.launches: ["--oldest-first"]]
    private static let commandValues: [CommandName: Set<String>] = [
        .launches: ["--from", "--to", "--page", "--limit", "--search"],
        .rockets: ["--page", "--limit"],
    ]
    private static let maximumPage = 1_000_000
    private static let maximumLimit = 100
    private static let widthRange = 20...1000

    private let environment: [String: String]

    /// Creates a parser reading defaults (`SPACEX_API_URL`, `SPACEX_CACHE_DIR`) from `environment`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// Parses the arguments after the program name.
    public func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        for (index, argument) in arguments.enumerated() where argument.unicodeScalars.contains("\u{FFFD}") {
            throw UsageError("argument \(index + 1) is not valid UTF-8 text")
        }
        var command: CommandName?
        var positionals: [String] = []
        var options: [(name: String, value: String?)] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || !token.hasPrefix("-") || token == "-" {
                if command == nil, !optionsEnded {
                    guard let name = CommandName(rawValue: token) else {
                        throw UsageError("unknown command '\(token)'; commands are launches, launch, rockets, rocket")
                    }
                    command = name
                } else {
                    positionals.append(token)
                }
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(token)
            if Self.takesValue(name) {
                if let inlineValue {
                    options.append((name, inlineValue))
                } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                    options.append((name, arguments[index]))
                    index += 1
                } else {
                    throw UsageError("option \(name) needs a value", command: command)
                }
            } else if Self.isFlag(name) {
                guard inlineValue == nil else { throw UsageError("option \(name) takes no value", command: command) }
                options.append((name, nil))
            } else {
                throw UsageError(unknownOptionMessage(name, command: command), command: command)
            }
        }
        return try build(command: command, positionals: positionals, options: options)
    }

    // MARK: - Building

    private func build(
        command: CommandName?, positionals: [String], options: [(name: String, value: String?)]
    ) throws(UsageError) -> Invocation {
        var global = try defaultOptions()
        var launches = LaunchesArguments()
        var page = 1
        var limit = 10
        var wantsHelp = false
        var wantsVersion = false
        for (name, value) in options {
            let allowed = Self.commandFlags[command ?? .help, default: []]
                .union(Self.commandValues[command ?? .help, default: []])
            if !Self.globalFlags.contains(name), !Self.globalValues.contains(name), !allowed.contains(name) {
                throw UsageError(misplacedOptionMessage(name, command: command), command: command)
            }
            switch name {
            case "--help", "-h": wantsHelp = true
            case "--version": wantsVersion = true
            case "--offline": global.offline = true
            case "--no-color": global.noColor = true
            case "--json": global.json = true
            case "--base-url": global.baseURL = try Self.baseURL(value ?? "", source: "--base-url", command: command)
            case "--tz": global.zone = try Self.zone(value ?? "", command: command)
            case "--width":
                global.width = try Self.number(value, option: name, range: Self.widthRange, command: command)
            case "--cache-dir":
                guard let value, !value.isEmpty else {
                    throw UsageError("--cache-dir needs a directory", command: command)
                }
                global.cacheDirectory = value
                global.cacheDirectorySource = "--cache-dir"
            case "--from": launches.from = value
            case "--to": launches.to = value
            case "--search":
                guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw UsageError("--search needs some text", command: command)
                }
                launches.search = value
            case "--oldest-first": launches.oldestFirst = true
            case "--page": page = try Self.number(value, option: name, range: 1...Self.maximumPage, command: command)
            case "--limit": limit = try Self.number(value, option: name, range: 1...Self.maximumLimit, command: command)
            default: break
            }
        }
        if wantsVersion { return Invocation(command: .version, options: global) }
        if wantsHelp { return Invocation(command: .help(topic: command == .help ? nil : command), options: global) }
        launches.page = page
        launches.limit = limit
        return Invocation(command: try resolve(command, positionals: positionals, launches: launches), options: global)
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
            guard let id = positionals.first else { throw UsageError("missing the launch id", command: .launch) }
            try Self.expectNoPositionals(Array(positionals.dropFirst()), command: .launch)
            guard Self.isAPIIdentifier(id) else {
                throw UsageError(
                    "'\(Self.quoted(id))' is not a launch id: ids are 24 hexadecimal characters, "
                        + "like 5eb87cd9ffd86e000604b32a",
                    command: .launch)
            }
            return .launch(id: id.lowercased())
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

    private static func number(
        _ text: String?, option: String, range: ClosedRange<Int>, command: CommandName?
    ) throws(UsageError) -> Int {
        guard let text, let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(option) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not '\(quoted(text ?? ""))'",
                command: command)
        }
        return value
    }

    private static func expectNoPositionals(_ positionals: [String], command: CommandName) throws(UsageError) {
        if let extra = positionals.first {
            throw UsageError("unexpected argument '\(quoted(extra))'", command: command)
        }
    }

    // MARK: - Tokens

    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    private static func takesValue(_ name: String) -> Bool {
        globalValues.contains(name) || commandValues.values.contains { $0.contains(name) }
    }

    private static func isFlag(_ name: String) -> Bool {
        globalFlags.contains(name) || commandFlags.values.contains { $0.contains(name) }
    }

    private func unknownOptionMessage(_ name: String, command: CommandName?) -> String {
        let known = Self.globalFlags.union(Self.globalValues)
            .union(Self.commandFlags.values.joined()).union(Self.commandValues.values.joined())
        let suggestion = known.min { Self.distance($0, name) < Self.distance($1, name) }
        if let suggestion, Self.distance(suggestion, name) <= 2 {
            return "unknown option '\(Self.quoted(name))'; did you mean \(suggestion)?"
        }
        return "unknown option '\(Self.quoted(name))'"
    }

    private func misplacedOptionMessage(_ name: String, command: CommandName?) -> String {
        let owners = CommandName.allCases.filter {
            Self.commandFlags[$0, default: []].contains(name) || Self.commandValues[$0, default: []].contains(name)
        }
        let list = owners.map { "'spacex \($0.rawValue)'" }.joined(separator: " and ")
        guard let command, command != .help else { return "\(name) is an option of \(list)" }
        return "\(name) is not an option of 'spacex \(command.rawValue)' (it belongs to \(list))"
    }

    /// Shows user text inside a message without letting control characters reach the terminal.
    static func quoted(_ text: String) -> String {
        let visible = text.unicodeScalars.map { scalar -> String in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? "?" : String(scalar)
        }.joined()
        return visible.count > 60 ? String(visible.prefix(59)) + "…" : visible
    }

    private static func distance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, leftChar) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightChar) in right.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (leftChar == rightChar ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}

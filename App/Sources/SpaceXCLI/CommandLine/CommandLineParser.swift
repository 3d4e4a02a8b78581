import Foundation

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
        for (index, argument) in arguments.enumerated() where argument.unicodeScalars.contains("\u{FFFD}") {
            throw UsageError("argument \(index + 1) is not valid UTF-8 text")
        }
        var command: CommandName?
        var positionals: [String] = []
        var options: [(key: OptionKey, name: String, value: String?)] = []
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
            guard let key = OptionKey(spelling: name) else {
                throw UsageError(unknownOptionMessage(name, command: command), command: command)
            }
            if key.declaration.value == .flag {
                guard inlineValue == nil else { throw UsageError("option \(name) takes no value", command: command) }
                options.append((key, name, nil))
            } else if let inlineValue {
                options.append((key, name, inlineValue))
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                options.append((key, name, arguments[index]))
                index += 1
            } else {
                throw UsageError("option \(name) needs a value", command: command)
            }
        }
        return try build(command: command, positionals: positionals, options: options)
    }

    // MARK: - Building

    private func build(
        command: CommandName?, positionals: [String], options: [(key: OptionKey, name: String, value: String?)]
    ) throws(UsageError) -> Invocation {
        var parsed = Parsed(global: try defaultOptions())
        for (key, name, value) in options {
            let declaration = key.declaration
            guard declaration.isGlobal || declaration.commands.contains(command ?? .help) else {
                throw UsageError(
                    misplacedOptionMessage(name, declaration: declaration, command: command), command: command)
            }
            try apply(key, value: value ?? "", to: &parsed, command: command)
        }
        if parsed.wantsVersion { return Invocation(command: .version, options: parsed.global) }
        if parsed.wantsHelp {
            return Invocation(command: .help(topic: command == .help ? nil : command), options: parsed.global)
        }
        let command = try resolve(command, positionals: positionals, launches: parsed.launches)
        return Invocation(command: command, options: parsed.global)
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
        case .noColor: parsed.global.noColor = true
        case .json: parsed.global.json = true
        case .baseURL:
            parsed.global.baseURL = try Self.baseURL(value, source: name, command: command)
            parsed.global.baseURLIsChosen = true
        case .timeZone: parsed.global.zone = try Self.zone(value, command: command)
        case .width: parsed.global.width = try Self.number(value, of: key, command: command)
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
        case .page: parsed.launches.page = try Self.number(value, of: key, command: command)
        case .limit: parsed.launches.limit = try Self.number(value, of: key, command: command)
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
            options.baseURLIsChosen = true
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

    private static func number(_ text: String, of key: OptionKey, command: CommandName?) throws(UsageError) -> Int {
        let range = key.declaration.value.range ?? Int.min...Int.max
        guard let value = Int(text), range.contains(value) else {
            throw UsageError(
                "\(key.declaration.name) must be a whole number from \(range.lowerBound) to \(range.upperBound), "
                    + "not '\(quoted(text))'",
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

    private func unknownOptionMessage(_ name: String, command: CommandName?) -> String {
        let known = OptionKey.allCases.flatMap(\.declaration.spellings)
        let suggestion = known.min { Self.distance($0, name) < Self.distance($1, name) }
        if let suggestion, Self.distance(suggestion, name) <= 2 {
            return "unknown option '\(Self.quoted(name))'; did you mean \(suggestion)?"
        }
        return "unknown option '\(Self.quoted(name))'"
    }

    private func misplacedOptionMessage(
        _ name: String, declaration: OptionDeclaration, command: CommandName?
    ) -> String {
        let list = declaration.commands.map { "'spacex \($0.rawValue)'" }.joined(separator: " and ")
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

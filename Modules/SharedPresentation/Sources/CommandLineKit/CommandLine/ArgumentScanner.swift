/// Splits a command line with an option table: options may stand before or after the command, as `--name value`
/// or `--name=value`; `--` ends options. Every problem is a ``CommandLineError`` naming exactly what is wrong.
enum ArgumentScanner {
    /// Scans `arguments` (after `program`'s name). Options of other commands are refused; `helpCommand` (like
    /// `help`) takes only global options. `listedCommands` are the ones an unknown command's message lists. The
    /// options that `environment` sets, through their declared variable, come first in ``ScannedArguments/options``;
    /// a variable is not read at all when its option is on the command line, so a bad value there can't fail it.
    public static func scan<Option: CommandLineOptionTable>(
        _ arguments: [String], of program: String, options: Option.Type, helpCommand: Option.Command? = nil,
        listedCommands: [Option.Command], environment: [String: String] = [:]
    ) throws(CommandLineError<Option.Command>) -> ScannedArguments<Option> {
        typealias Failure = CommandLineError<Option.Command>
        for (index, argument) in arguments.enumerated() where argument.unicodeScalars.contains("\u{FFFD}") {
            throw Failure("argument \(index + 1) is not valid UTF-8 text")
        }
        var scanned = ScannedArguments<Option>()
        var found: [(option: Option, name: String, value: String)] = []
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            if optionsEnded || !token.hasPrefix("-") || token == "-" {
                if scanned.command == nil, !optionsEnded {
                    guard let command = Option.Command(rawValue: token) else {
                        let names = listedCommands.map(\.rawValue).joined(separator: ", ")
                        throw Failure("unknown command '\(quoted(token))'; commands are \(names)")
                    }
                    scanned.command = command
                } else {
                    scanned.positionals.append(token)
                }
                continue
            }
            if token == "--" {
                optionsEnded = true
                continue
            }
            let command = scanned.command
            let (name, inlineValue) = split(token)
            guard let option = Option(spelling: name) else {
                throw Failure(
                    unknownOptionMessage(name, among: Option.allCases.flatMap(\.declaration.spellings)),
                    command: command)
            }
            if option.declaration.value == .flag {
                guard inlineValue == nil else { throw Failure("option \(name) takes no value", command: command) }
                found.append((option, name, ""))
            } else if let inlineValue {
                found.append((option, name, inlineValue))
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                found.append((option, name, arguments[index]))
                index += 1
            } else {
                throw Failure("option \(name) needs a value", command: command)
            }
        }
        for (option, name, _) in found {
            let declaration = option.declaration
            let command = scanned.command
            guard !declaration.isGlobal, command.map({ declaration.commands.contains($0) }) != true else { continue }
            let owners = declaration.commands.map { "'\(program) \($0.rawValue)'" }.joined(separator: " and ")
            guard let command, command != helpCommand else {
                throw Failure("\(name) is an option of \(owners)", command: command)
            }
            throw Failure(
                "\(name) is not an option of '\(program) \(command.rawValue)' (it belongs to \(owners))",
                command: command)
        }
        for option in Option.allCases {
            guard let variable = option.declaration.environment, let value = environment[variable], !value.isEmpty,
                !found.contains(where: { $0.option == option })
            else { continue }
            scanned.options.append(ScannedOption(option, name: variable, value: value, command: nil))
        }
        scanned.options += found.map { ScannedOption($0, name: $1, value: $2, command: scanned.command) }
        return scanned
    }

    /// Shows user text inside a message without letting control characters reach the terminal, cut to 60.
    public static func quoted(_ text: String) -> String {
        let visible = text.unicodeScalars.map { scalar -> String in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                ? "?" : String(scalar)
        }.joined()
        return visible.count > 60 ? String(visible.prefix(59)) + "…" : visible
    }

    /// Words as a choice in a sentence: `a, b or c`.
    static func alternatives(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    private static func split(_ token: String) -> (String, String?) {
        guard token.hasPrefix("--"), let equals = token.firstIndex(of: "=") else { return (token, nil) }
        return (String(token[..<equals]), String(token[token.index(after: equals)...]))
    }

    /// What a short option means in most programs, suggested before any spelling that is merely close (`-v` is
    /// one letter from `-h`, but a user typing it wants the version).
    private static let conventionalMeanings = ["-v": "--version", "-V": "--version", "-?": "--help"]

    private static func unknownOptionMessage(_ name: String, among known: [String]) -> String {
        if let conventional = conventionalMeanings[name], known.contains(conventional) {
            return "unknown option '\(quoted(name))'; did you mean \(conventional)?"
        }
        let suggestion = known.min { distance($0, name) < distance($1, name) }
        if let suggestion, distance(suggestion, name) <= 2 {
            return "unknown option '\(quoted(name))'; did you mean \(suggestion)?"
        }
        return "unknown option '\(quoted(name))'"
    }

    /// The edit distance between two strings, for "did you mean".
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

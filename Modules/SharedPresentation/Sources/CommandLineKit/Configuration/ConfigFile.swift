import Foundation

/// The user's config file, `$XDG_CONFIG_HOME/spacex/config` (else `~/.config/spacex/config`): `key = value` lines
/// read by this small parser, so a setting chosen once needs no option or variable on every run.
///
/// The format: one `key = value` per line; blank lines and lines starting with `#` are skipped, as is a `#` after
/// a space in a value and the rest of its line; spaces around the key and value are dropped. A key is a setting (``Setting``: an option's name without `--`, like `source`,
/// `images`, `tz`, or another the program declares, like `theme`) or `key.<command>` with the keys that command
/// takes instead of its letter (`key.down = n`; several keys separated by spaces, `space` for the space bar).
///
/// A file never stops a run: a line that can't be used (no `=`, an unknown key, a value its setting refuses, a
/// key given twice) is left out with a one-line warning naming it (`path:line: reason`), and a file that can't be
/// read is one warning. The file's settings stand in for environment variables the user did not set
/// (``environment(over:)``), so a variable, and an option above it, wins over the file.
public struct ConfigFile: Sendable, Equatable {
    /// A setting the file may hold: its key, the environment variable it stands in for, and the check of a value
    /// (nil when it may be used, else what is wrong, as in "must be dark, light or none, not 'blue'").
    public struct Setting: Sendable {
        /// The key in the file.
        public let key: String
        /// The environment variable the value stands in for.
        public let variable: String
        /// What is wrong with a value, or nil.
        public let problem: @Sendable (String) -> String?

        /// Declares a setting.
        public init(_ key: String, variable: String, problem: @escaping @Sendable (String) -> String?) {
            self.key = key
            self.variable = variable
            self.problem = problem
        }

        /// A setting that takes one of `words` (any case).
        public init(_ key: String, variable: String, choices words: [String]) {
            self.init(key, variable: variable) { value in
                words.contains(value.lowercased())
                    ? nil : "must be \(ArgumentScanner.alternatives(words)), not '\(ArgumentScanner.quoted(value))'"
            }
        }

        /// The settings of `Option`'s options that have an environment variable, under their names without `--`,
        /// each value checked as the option checks it.
        public static func options<Option: CommandLineOptionTable>(of _: Option.Type) -> [Setting] {
            Option.allCases.compactMap { option in
                let declaration = option.declaration
                guard let variable = declaration.environment else { return nil }
                let key = String(declaration.name.drop { $0 == "-" })
                if case .choice(let words) = declaration.value {
                    return Setting(key, variable: variable, choices: words)
                }
                return Setting(key, variable: variable) { value in
                    let scanned = ScannedOption(option, name: key, value: value, command: nil)
                    do throws(ScannedOption<Option>.Failure) {
                        switch declaration.value {
                        case .url: _ = try scanned.url()
                        case .timeZone: _ = try scanned.timeZone()
                        case .number: _ = try scanned.number()
                        case .directory: _ = try scanned.directory()
                        default: _ = try scanned.text()
                        }
                        return nil
                    } catch {
                        let message = error.message
                        return message.hasPrefix(key + " ") ? String(message.dropFirst(key.count + 1)) : message
                    }
                }
            }
        }
    }

    /// A `key.<command>` line: the command's name, its keys and the line's number.
    struct KeyLine: Sendable, Equatable {
        /// The command's name, after `key.`.
        public let command: String
        /// The keys, in the order written.
        public let keys: [Character]
        /// The line's number, from 1.
        public let line: Int
    }

    /// Where the file was looked for, as warnings name it.
    public let path: String
    /// The usable settings' values, by the environment variable they stand in for.
    public private(set) var values: [String: String] = [:]
    /// The key lines, in file order (their command names are checked by ``bindKeys(_:)``).
    private(set) var keyLines: [KeyLine] = []
    /// One line for each line left out, or for a file that can't be read.
    public private(set) var warnings: [String] = []

    /// The file's place: `$XDG_CONFIG_HOME/spacex/config` when that is an absolute path, else
    /// `$HOME/.config/spacex/config`; nil with neither.
    public static func location(environment: [String: String]) -> String? {
        if let base = environment["XDG_CONFIG_HOME"], base.hasPrefix("/") { return base + "/spacex/config" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.config/spacex/config"
    }

    /// The file at ``location(environment:)``: empty when there is none, one warning when it can't be read.
    public static func load(environment: [String: String], settings: [Setting]) -> ConfigFile {
        guard let path = location(environment: environment) else { return ConfigFile(text: "", path: "") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return ConfigFile(text: "", path: path)
        }
        let maximumBytes = 65_536
        guard !isDirectory.boolValue, let handle = FileHandle(forReadingAtPath: path),
            let data = try? handle.read(upToCount: maximumBytes + 1), data.count <= maximumBytes,
            let text = String(data: data, encoding: .utf8)
        else {
            var file = ConfigFile(text: "", path: path)
            file.warnings = ["\(path): can't be read as a UTF-8 text file of at most 64 KiB; left out"]
            return file
        }
        return ConfigFile(text: text, path: path, settings: settings)
    }

    /// Reads `text`, the file at `path`, against `settings`.
    public init(text: String, path: String, settings: [Setting] = []) {
        self.path = path
        var seen: [String: Int] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = raw.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "\r")))
            if content.isEmpty || content.hasPrefix("#") { continue }
            guard let equals = content.firstIndex(of: "=") else {
                warn(line, "expected 'key = value', not '\(ArgumentScanner.quoted(content))'")
                continue
            }
            let key = content[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = content[content.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let comment = value.range(of: #"\s+#.*$"#, options: .regularExpression) {
                value.removeSubrange(comment)
            }
            if let first = seen[key] {
                warn(line, "\(key) is already set on line \(first)")
                continue
            }
            seen[key] = line
            if key.hasPrefix("key.") {
                readKeys(command: String(key.dropFirst(4)), value, line: line)
            } else if let setting = settings.first(where: { $0.key == key }) {
                if let problem = setting.problem(value) {
                    warn(line, "\(key): \(problem)")
                } else {
                    values[setting.variable] = value
                }
            } else {
                let known = (settings.map(\.key) + ["key.<command>"]).joined(separator: ", ")
                warn(line, "unknown key '\(ArgumentScanner.quoted(key))' (known: \(known))")
            }
        }
    }

    /// Reads the keys of a `key.<command>` line: single characters or `space`, separated by spaces.
    private mutating func readKeys(command: String, _ value: String, line: Int) {
        var keys: [Character] = []
        for word in value.split(separator: " ") {
            if word.lowercased() == "space" {
                keys.append(" ")
            } else if word.count == 1, let key = word.first, !key.isWhitespace,
                !key.unicodeScalars.contains(where: { $0.properties.generalCategory == .control })
            {
                keys.append(key)
            } else {
                warn(line, "key.\(command): '\(ArgumentScanner.quoted(String(word)))' is not one character or 'space'")
                return
            }
        }
        keyLines.append(KeyLine(command: command, keys: keys, line: line))
    }

    /// Adds the warning `path:line: reason; line left out`.
    private mutating func warn(_ line: Int, _ reason: String) {
        warnings.append("\(path):\(line): \(reason); line left out")
    }

    /// Hands every key line to `bind`, which answers why it can't be used (an unknown command, a key already
    /// taken) or nil; each refusal becomes a warning naming the line.
    public mutating func bindKeys(_ bind: (_ command: String, _ keys: [Character]) -> String?) {
        for keyLine in keyLines {
            if let problem = bind(keyLine.command, keyLine.keys) {
                warn(keyLine.line, "key.\(keyLine.command): \(problem)")
            }
        }
    }

    /// `environment` with the file's settings added where it does not set their variable (or sets it empty).
    public func environment(over environment: [String: String]) -> [String: String] {
        environment.merging(values) { set, file in set.isEmpty ? file : set }
    }

    public static func == (lhs: ConfigFile, rhs: ConfigFile) -> Bool {
        (lhs.path, lhs.values, lhs.keyLines, lhs.warnings) == (rhs.path, rhs.values, rhs.keyLines, rhs.warnings)
    }
}

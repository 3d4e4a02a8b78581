import Foundation

/// One option as scanned: which one, how it was named (its spelling, or the environment variable that set it), its
/// text, and the command it came with (nil when the environment set it). Its readers check the text against the
/// declared kind; their messages name the option as it was named and show the user's text inert.
public struct ScannedOption<Option: CommandLineOptionTable>: Sendable {
    /// A problem with the option's value: exit code 2 and the usage of ``command``.
    public typealias Failure = CommandLineError<Option.Command>

    /// The option.
    public let option: Option
    /// How it was named: `--page`, `-h`, or a variable like `TOOL_HOME`.
    public let name: String
    /// The text after it; empty for a flag.
    public let value: String
    /// The command it came with, for the usage under an error; nil when the environment set it.
    public let command: Option.Command?

    /// Describes a scanned option.
    public init(_ option: Option, name: String, value: String, command: Option.Command?) {
        self.option = option
        self.name = name
        self.value = value
        self.command = command
    }

    /// The value as a whole number in the declared range, or an error naming the range.
    public func number() throws(Failure) -> Int {
        let range = option.declaration.value.range ?? Int.min...Int.max
        guard let number = Int(value), range.contains(number) else {
            throw failure("must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(quoted)'")
        }
        return number
    }

    /// The value as one of the declared words, read by `parse` (which may ignore case), or an error listing them.
    public func choice<Value>(_ parse: (String) -> Value?) throws(Failure) -> Value {
        guard let chosen = parse(value) else {
            let words = if case .choice(let words) = option.declaration.value { words } else { [String]() }
            throw failure("must be \(ArgumentScanner.alternatives(words)), not '\(quoted)'")
        }
        return chosen
    }

    /// The value read by `parse`, a feature's own reader whose error is the whole one-line message (it names the
    /// option itself, e.g. `--remind takes times like 1h,10m`).
    public func parsed<Value, Problem: CommandLineValueError>(_ parse: (String) throws(Problem) -> Value)
        throws(Failure)
        -> Value
    {
        do { return try parse(value) } catch { throw Failure(error.message, command: command) }
    }

    /// The value as an http or https address with a host and no query, fragment or user, without trailing slashes;
    /// the error shows the declared default as an example.
    public func url() throws(Failure) -> URL {
        // A user name or password is refused for what it is, and never echoed: the message names the host only.
        let text = value.trimmingCharacters(in: .whitespaces)
        if let authority = text.split(separator: "://", maxSplits: 1).dropFirst().first?
            .prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" }),
            let at = authority.lastIndex(of: "@")
        {
            let host = ArgumentScanner.quoted(String(authority[authority.index(after: at)...]))
            throw failure("must not carry a user name or password (given for '\(host)'); they are never sent")
        }
        guard let components = URLComponents(string: value.trimmingCharacters(in: .whitespaces)),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil,
            var url = components.url
        else {
            let example = option.declaration.defaultValue.map { ", like \($0)" } ?? ""
            throw failure("must be an http:// or https:// URL with a host\(example), not '\(quoted)'")
        }
        while url.absoluteString.hasSuffix("/"), let trimmed = URL(string: String(url.absoluteString.dropLast())) {
            url = trimmed
        }
        return url
    }

    /// The value as `local`, `utc` (also `z`, `gmt`), in any case, or an IANA zone name Foundation knows: an
    /// area/city, or an abbreviation of up to five letters.
    public func timeZone() throws(Failure) -> TimeZoneChoice {
        switch value.lowercased() {
        case "local": return .local
        case "utc", "z", "gmt": return .utc
        default:
            guard !value.isEmpty, TimeZone(identifier: value) != nil, value.contains("/") || value.count <= 5 else {
                throw Failure(
                    "unknown time zone '\(quoted)'; use local, utc or an IANA name like Europe/Paris", command: command)
            }
            return .named(value)
        }
    }

    /// The value when it has more than spaces in it, or "needs some text".
    public func text() throws(Failure) -> String {
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else { throw failure("needs some text") }
        return value
    }

    /// The value when it is not empty, or "needs a directory".
    public func directory() throws(Failure) -> String {
        guard !value.isEmpty else { throw failure("needs a directory") }
        return value
    }

    private var quoted: String { ArgumentScanner.quoted(value) }

    private func failure(_ problem: String) -> Failure { Failure("\(name) \(problem)", command: command) }
}

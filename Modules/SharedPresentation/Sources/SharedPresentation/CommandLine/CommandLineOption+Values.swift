import Foundation

/// Reading an option's value by its kind. Each reader names the option (or `source`, like the environment
/// variable the value came from) and what it accepts, and shows the user's text inert.
extension CommandLineOption {
    /// `text` as a whole number in the declared range, or an error naming the range.
    public func number(_ text: String, source: String? = nil, command: Command?) throws(CommandLineError<Command>)
        -> Int
    {
        let range = value.range ?? Int.min...Int.max
        guard let number = Int(text), range.contains(number) else {
            throw failure(
                "must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(quoted(text))'",
                source, command)
        }
        return number
    }

    /// `text` as one of the declared words, read by `parse` (which may ignore case), or an error listing them.
    public func choice<Value>(
        _ text: String, source: String? = nil, command: Command?, _ parse: (String) -> Value?
    ) throws(CommandLineError<Command>) -> Value {
        guard let chosen = parse(text) else {
            let words = if case .choice(let words) = value { words } else { [String]() }
            throw failure("must be \(ArgumentScanner.alternatives(words)), not '\(quoted(text))'", source, command)
        }
        return chosen
    }

    /// `text` as an http or https address with a host and no query, fragment or user, without trailing slashes;
    /// the error shows the default as an example.
    public func url(_ text: String, source: String? = nil, command: Command?) throws(CommandLineError<Command>)
        -> URL
    {
        guard let components = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty,
            components.query == nil, components.fragment == nil, components.user == nil,
            var url = components.url
        else {
            let example = defaultValue.map { ", like \($0)" } ?? ""
            throw failure(
                "must be an http:// or https:// URL with a host\(example), not '\(quoted(text))'", source, command)
        }
        while url.absoluteString.hasSuffix("/"), let trimmed = URL(string: String(url.absoluteString.dropLast())) {
            url = trimmed
        }
        return url
    }

    /// `text` as `local`, `utc` (also `z`, `gmt`) or an IANA zone name (an area/city, or an abbreviation of up to
    /// five letters that Foundation knows), in any case for the first two.
    public func timeZone(_ text: String, command: Command?) throws(CommandLineError<Command>) -> TimeZoneChoice {
        switch text.lowercased() {
        case "local": return .local
        case "utc", "z", "gmt": return .utc
        default:
            guard !text.isEmpty, TimeZone(identifier: text) != nil, text.contains("/") || text.count <= 5 else {
                throw CommandLineError(
                    "unknown time zone '\(quoted(text))'; use local, utc or an IANA name like Europe/Paris",
                    command: command)
            }
            return .named(text)
        }
    }

    /// `text` when it has more than spaces in it, or "needs some text".
    public func text(_ text: String, command: Command?) throws(CommandLineError<Command>) -> String {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw failure("needs some text", nil, command)
        }
        return text
    }

    /// `text` when it is not empty, or "needs a directory".
    public func directory(_ text: String, command: Command?) throws(CommandLineError<Command>) -> String {
        guard !text.isEmpty else { throw failure("needs a directory", nil, command) }
        return text
    }

    private func failure(_ problem: String, _ source: String?, _ command: Command?) -> CommandLineError<Command> {
        CommandLineError("\(source ?? name) \(problem)", command: command)
    }

    private func quoted(_ text: String) -> String { ArgumentScanner.quoted(text) }
}

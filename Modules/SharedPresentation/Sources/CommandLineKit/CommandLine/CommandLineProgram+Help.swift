extension CommandLineProgram {
    /// The one-line usage of `command` (or of the program, for nil or the help command), printed under usage
    /// errors: the command's argument and options, or the list of commands.
    public func usage(for command: Command?) -> String {
        guard let command, command != helpCommand else {
            let commands = listedCommands.map(synopsis).joined(separator: " | ")
            return "usage: \(name) [\(commands)] [options]   (\(name) --help)"
        }
        let options = options(of: command).map { "[\($0.synopsis)]" }
        return (["usage: \(name)", synopsis(of: command)] + options + ["[options]"]).joined(separator: " ")
    }

    /// The help page of `topic`: title, usage, its options and paragraph, the global options and its examples;
    /// the program's own page (every command listed) for nil or the help command.
    public func help(for topic: Command?) -> String {
        guard let topic, topic != helpCommand else { return overview }
        let declaration = topic.declaration
        let options = options(of: topic).map(\.helpLine).joined(separator: "\n")
        return [
            "\(name) \(topic.rawValue) — \(declaration.title)", usage(for: topic),
            [options, declaration.about].filter { !$0.isEmpty }.joined(separator: "\n\n"), globalOptionsHelp,
            exampleLines(declaration.examples),
        ].filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// ``help(for:)`` wrapped to `width` columns, for a terminal: a command's or an option's description wraps
    /// under its own column, other lines under their indent. `wrap` word-wraps a text to a width in the caller's
    /// text metrics (display cells, grapheme clusters, words longer than a line broken), so this kit needs none
    /// of its own.
    public func help(for topic: Command?, width: Int, wrap: (String, Int) -> [String]) -> String {
        help(for: topic).split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { HelpLayout.wrap(String($0), width: width, wrap: wrap) }
            .joined(separator: "\n")
    }

    private var overview: String {
        let commands = Command.allCases.map { command in
            HelpLayout.termLine(synopsis(of: command), command.declaration.summary)
        }
        return [
            "\(name) — \(title)", "usage: \(name) [command] [options]", about,
            "Commands:\n" + commands.joined(separator: "\n"), globalOptionsHelp, exampleLines(examples),
        ].joined(separator: "\n\n")
    }

    private func synopsis(of command: Command) -> String {
        let argument = command.declaration.argument.synopsis
        return argument.isEmpty ? command.rawValue : "\(command.rawValue) \(argument)"
    }

    private var globalOptionsHelp: String {
        let options = (["Options for every command:"] + globalOptions.map(\.helpLine)).joined(separator: "\n")
        return footer.isEmpty ? options : options + "\n\n" + footer
    }

    private func exampleLines(_ examples: [String]) -> String {
        "Examples:\n"
            + examples.map { "  " + ([name] + [$0].filter { !$0.isEmpty }).joined(separator: " ") }
            .joined(separator: "\n")
    }
}

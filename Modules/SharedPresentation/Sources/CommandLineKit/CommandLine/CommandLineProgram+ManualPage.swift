import Foundation

extension CommandLineProgram {
    /// The program's manual page in roff with the `man(7)` macros (`man ./tool.1` shows it), written from the same
    /// option and command tables as ``help(for:)`` and the shell completions, so the three cannot drift apart.
    ///
    /// Sections: NAME and SYNOPSIS; DESCRIPTION (the help page's paragraph); COMMANDS, each with its argument,
    /// summary, title, paragraph, own options and examples; OPTIONS (the global ones); ENVIRONMENT (the variables
    /// options declare); EXIT STATUS (the help's footer, when there is one); EXAMPLES.
    ///
    /// - Parameters:
    ///   - section: the manual section, 1 for user commands.
    ///   - date: the page's date for its footer, like `2026-11-26`.
    public func manualPage(section: Int = 1, date: String) -> String {
        var lines = [
            ".TH \(Roff.quoted(name.uppercased())) \(section) \(Roff.quoted(date)) "
                + "\(Roff.quoted(versionLine)) \(Roff.quoted("User Commands"))",
            ".SH NAME", "\(Roff.escaped(name)) \\- \(Roff.escaped(title))",
            ".SH SYNOPSIS", ".B \(Roff.escaped(name))", "[\\fIcommand\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += Roff.paragraph(about)
        lines.append(".SH COMMANDS")
        for command in Command.allCases {
            lines += manualEntry(of: command)
        }
        lines.append(".SH OPTIONS")
        lines += globalOptions.flatMap(manualEntry(of:))
        let variables = Option.allCases.map(\.declaration).filter { $0.environment != nil }
        if !variables.isEmpty {
            lines.append(".SH ENVIRONMENT")
            for option in variables {
                lines += [
                    ".TP", ".B \(Roff.escaped(option.environment ?? ""))",
                    "Sets \(Roff.option(option.name)) when not empty; the command line wins.",
                ]
            }
        }
        if !footer.isEmpty {
            lines.append(".SH EXIT STATUS")
            lines += Roff.paragraph(footer)
        }
        lines.append(".SH EXAMPLES")
        lines += manualExamples(examples)
        return lines.joined(separator: "\n") + "\n"
    }

    /// A command's entry: `.TP` with its name and argument, the summary, then its page (title, paragraph, own
    /// options and examples) indented under it.
    private func manualEntry(of command: Command) -> [String] {
        let declaration = command.declaration
        let argument = declaration.argument.synopsis
        var lines = [
            ".TP",
            "\\fB\(Roff.escaped(command.rawValue))\\fR"
                + (argument.isEmpty ? "" : " \\fI\(Roff.escaped(argument))\\fR"),
        ]
        lines += Roff.paragraph(declaration.summary)
        lines += [".RS", ".PP"] + Roff.paragraph(declaration.title)
        if !declaration.about.isEmpty { lines += [".PP"] + Roff.paragraph(declaration.about) }
        let options = options(of: command)
        if !options.isEmpty { lines += options.flatMap(manualEntry(of:)) }
        if !declaration.examples.isEmpty {
            lines += [".PP", "Examples:", ".br"] + manualExamples(declaration.examples)
        }
        lines.append(".RE")
        return lines
    }

    /// An option's entry: its spellings and placeholder in bold and italics, then its help and default.
    private func manualEntry(of option: CommandLineOption<Command>) -> [String] {
        let spellings = (option.aliases + [option.name]).map(Roff.option).joined(separator: ", ")
        let placeholder = option.value.placeholder.map { " \\fI\(Roff.escaped($0))\\fR" } ?? ""
        let help = option.help + (option.defaultValue.map { " (default \($0))" } ?? "")
        return [".TP", spellings + placeholder] + Roff.paragraph(help)
    }

    /// Example command lines, one per line in a no-fill block, each after the program's name.
    private func manualExamples(_ examples: [String]) -> [String] {
        let commands = examples.map { example in
            Roff.line(([name] + [example].filter { !$0.isEmpty }).joined(separator: " "))
        }
        return [".nf", ".RS"] + commands + [".RE", ".fi"]
    }
}

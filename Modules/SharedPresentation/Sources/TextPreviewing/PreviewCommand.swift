import SharedPresentation

/// The command line of a previews executable (`launches-previews`, …): with no name it lists the previews; with a
/// name (or `all`) it prints them at `--width N` (default 80), in colour with `--color`, plain with `--no-color`
/// (default: colour only on a terminal without `NO_COLOR`), with ASCII glyphs with `--ascii`.
public struct PreviewCommand: Sendable {
    /// What one run prints and how it exits.
    public struct Outcome: Equatable, Sendable {
        /// Standard output.
        public var output: String
        /// Standard error.
        public var error: String
        /// 0 shown, 2 a usage error.
        public var status: Int32
    }

    /// The executable's name, for usage lines.
    public let program: String
    /// Every preview, in the order they are listed.
    public let previews: [TextPreview]

    /// A command over `previews`.
    public init(program: String, previews: [TextPreview]) {
        self.program = program
        self.previews = previews
    }

    /// The usage line.
    public var usage: String {
        "usage: \(program) [<name> | all] [--width N] [--color | --no-color] [--ascii]"
    }

    /// Runs with `arguments` (without the program name); `isTerminal` and `environment` pick the default colour.
    public func run(arguments: [String], isTerminal: Bool, environment: [String: String]) -> Outcome {
        var names: [String] = []
        var width = 80
        var color: Bool?
        var glyphs = GlyphMode.unicode
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--width":
                guard index + 1 < arguments.count, let value = Int(arguments[index + 1]), (20...1000).contains(value)
                else { return usageError("--width needs a number of columns from 20 to 1000") }
                width = value
                index += 1
            case "--color": color = true
            case "--no-color": color = false
            case "--ascii": glyphs = .ascii
            case "-h", "--help": return Outcome(output: usage + "\n\n" + listing(), error: "", status: 0)
            default:
                if argument.hasPrefix("-") { return usageError("unknown option \(argument)") }
                names.append(argument)
            }
            index += 1
        }
        guard !names.isEmpty else { return Outcome(output: listing(), error: "", status: 0) }
        var chosen: [TextPreview] = []
        for name in names {
            if name == "all" {
                chosen += previews
            } else if let preview = previews.first(where: { $0.name == name }) {
                chosen.append(preview)
            } else {
                return usageError("no preview named \"\(name)\"; run \(program) with no arguments to list them")
            }
        }
        let noColor = color.map { !$0 } ?? false
        let colorMode =
            color == true ? .ansi : ColorMode.detect(isTTY: isTerminal, environment: environment, noColorFlag: noColor)
        let output = chosen.map { preview in
            let lines = preview.render(width: width, colorMode: colorMode, glyphs: glyphs)
            return (chosen.count > 1 ? ["── \(preview.name) ──"] : []) + lines
        }
        return Outcome(
            output: output.map { $0.joined(separator: "\n") + "\n" }.joined(separator: "\n"), error: "", status: 0)
    }

    /// Every preview's name and summary, one a line.
    public func listing() -> String {
        let nameWidth = previews.map(\.name.count).max() ?? 0
        return previews.map { preview in
            preview.name + String(repeating: " ", count: nameWidth - preview.name.count + 2) + preview.summary
        }.joined(separator: "\n") + "\n"
    }

    private func usageError(_ message: String) -> Outcome {
        Outcome(output: "", error: "\(program): \(message)\n\(usage)\n", status: 2)
    }
}

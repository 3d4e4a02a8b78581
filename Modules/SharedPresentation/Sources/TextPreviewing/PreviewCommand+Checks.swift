import SharedPresentation

extension PreviewCommand {
    /// What is wrong with the listing the command prints with no arguments, one sentence a problem (empty when
    /// nothing is): every preview is listed, once, in order, and the listing exits 0.
    public func listingProblems() -> [String] {
        let outcome = run(arguments: [], isTerminal: false, environment: [:])
        let names = outcome.output.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        var problems: [String] = []
        if outcome.status != 0 { problems.append("the listing exits \(outcome.status)") }
        if names != previews.map(\.name) { problems.append("the listing names \(names), not every preview in order") }
        if Set(names).count != names.count { problems.append("a name is listed twice: \(names)") }
        return problems
    }

    /// What is wrong with rendering each preview plain at each width of `widths`, one sentence a problem (empty
    /// when nothing is): every preview prints more than `minimumLines` lines, none wider than the width, no escape.
    public func renderingProblems(widths: [Int] = [40, 60, 120], minimumLines: Int = 2) -> [String] {
        var problems: [String] = []
        for preview in previews {
            for width in widths {
                let outcome = run(
                    arguments: [preview.name, "--width", "\(width)", "--no-color"], isTerminal: true, environment: [:])
                let lines = outcome.output.split(separator: "\n")
                let place = "\(preview.name) at \(width)"
                if outcome.status != 0 { problems.append("\(place) exits \(outcome.status)") }
                if outcome.output.contains("\u{1B}") { problems.append("\(place) prints an escape in plain text") }
                if lines.count <= minimumLines { problems.append("\(place) prints too few lines (\(lines.count))") }
                for line in lines where StyledLine(String(line)).width > width {
                    problems.append("\(place) has a line of \(StyledLine(String(line)).width) cells: \(line)")
                }
            }
        }
        return problems
    }

    /// Everything a feature's previews command must do, one sentence a problem (empty when all is well), so each
    /// feature's test names only its own screens and example: the listing and the rendering are right
    /// (``listingProblems()``, ``renderingProblems(widths:minimumLines:)``), each screen (previews named with one of
    /// `screens` as prefix, like "list-") has at least two states, and running `example` prints every text of
    /// `showing`.
    public func problems(screens: [String], example: [String], showing: [String]) -> [String] {
        var problems = listingProblems() + renderingProblems()
        for screen in screens where previews.filter({ $0.name.hasPrefix(screen) }).count < 2 {
            problems.append("the \(screen) screen has fewer than two previews")
        }
        let output = run(arguments: example, isTerminal: false, environment: [:]).output
        for text in showing where !output.contains(text) {
            problems.append("\(example.joined(separator: " ")) does not show \"\(text)\": \(output)")
        }
        return problems
    }
}

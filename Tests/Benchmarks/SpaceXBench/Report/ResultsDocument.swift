import Foundation

/// The benchmark's output: the machine, the budget summary and every suite's figures, as terminal text or as
/// the Markdown of `Tests/Benchmarks/RESULTS.md`.
struct ResultsDocument {
    let options: BenchOptions
    let suites: [SuiteReport]

    /// Every budget of every suite, in suite order.
    var budgets: [Budget] { suites.flatMap(\.budgets) }

    /// The budget table.
    var budgetTable: TextTable {
        TextTable(headers: ["budget", "measured", "limit", "verdict"], rows: budgets.map(\.row))
    }

    /// "9 of 12 budgets met; missed: …".
    var summary: String {
        let missed = budgets.filter { !$0.isMet }
        let list = missed.map { "\($0.name): \($0.verdict)" }.joined(separator: "; ")
        return "\(budgets.count - missed.count) of \(budgets.count) budgets met"
            + (missed.isEmpty ? "." : "; not met: \(list).")
    }

    private var machineTable: TextTable {
        TextTable(
            headers: ["machine", "details"],
            rows: [
                ["CPU", options.cpu], ["cores", options.cores], ["Swift", options.swiftVersion],
                ["system", options.system], ["date", options.date],
            ])
    }

    /// The report for the terminal.
    var text: String {
        var text = machineTable.text + "\n"
        for suite in suites {
            text += "== \(suite.title)\n"
            for table in suite.tables { text += table.text + "\n" }
            for note in suite.notes { text += "note: \(note)\n" }
            if !suite.notes.isEmpty { text += "\n" }
        }
        text += "== Budgets\n" + budgetTable.text + "\n" + summary + "\n"
        return text
    }

    /// The Markdown file.
    var markdown: String {
        var text = """
            # Benchmark results

            Written by `scripts/bench` (release build) on \(options.date); run it again to refresh this file.
            Timings are medians on a shared machine: compare ratios, not absolute times, between machines.

            \(machineTable.markdown)
            ## Budgets

            \(budgetTable.markdown)
            \(summary)

            """
        for suite in suites {
            text += "\n## \(suite.title)\n\n\(suite.method)\n\n"
            for table in suite.tables { text += table.markdown + "\n" }
            for note in suite.notes { text += "- \(note)\n" }
        }
        while text.contains("\n\n\n") { text = text.replacingOccurrences(of: "\n\n\n", with: "\n\n") }
        return text
    }
}

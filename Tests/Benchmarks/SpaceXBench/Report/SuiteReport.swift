/// What one benchmark suite found: its tables, notes that explain them, and its budgets.
struct SuiteReport {
    /// The section title, e.g. "1. Requests and bytes per screen".
    let title: String
    /// A sentence on what was measured and how.
    let method: String
    /// The figures.
    var tables: [TextTable] = []
    /// Remarks on the figures (misses explained, caveats).
    var notes: [String] = []
    /// The budgets checked by this suite.
    var budgets: [Budget] = []
}

/// One budget: a measured figure, the most it may be, and whether it holds.
struct Budget {
    /// What is held to the budget, e.g. "decode / JSONSerialization".
    let name: String
    /// The measured figure, or nil when it could not be measured.
    let measured: Double?
    /// The largest allowed figure.
    let limit: Double
    /// How figures are written, e.g. `Format.ratio`.
    let format: (Double) -> String
    /// Why the figure is missing, when it is.
    var missingReason = ""

    /// Whether the figure is within the budget (false when it was not measured).
    var isMet: Bool { measured.map { $0 <= limit } ?? false }

    /// "met", "MISSED by 23%" or "not measured (…)".
    var verdict: String {
        guard let measured else { return "not measured (\(missingReason))" }
        if measured <= limit { return "met" }
        guard limit > 0 else { return "MISSED (\(format(measured)) over 0)" }
        let over = (measured / limit - 1) * 100
        let times = over >= 100 ? " (\(Format.number(measured / limit, digits: 1))× the limit)" : ""
        return "MISSED by \(Format.number(over, digits: over < 10 ? 1 : 0))%" + times
    }

    /// The table row: name, measured, limit, verdict.
    var row: [String] {
        [name, measured.map(format) ?? "—", "≤ " + format(limit), verdict]
    }
}

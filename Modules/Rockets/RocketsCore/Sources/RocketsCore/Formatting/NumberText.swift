import Foundation

/// Locale-independent number text: digits grouped by "," and "." for decimals, whatever the user's locale,
/// so "1,207,920" reads the same in every terminal and every test run.
enum NumberText {
    /// `value` with thousands grouped, like "1,207,920".
    static func grouped(_ value: Int) -> String {
        (value < 0 ? "-" : "") + groupDigits(String(value.magnitude))
    }

    /// `value` with at most `maximumFractionDigits` decimals, trailing zeros dropped, thousands grouped:
    /// 70 → "70", 229.6 → "229.6", 1155 → "1,155".
    static func decimal(_ value: Double, maximumFractionDigits: Int = 2) -> String {
        guard value.isFinite else { return RocketFormatter.placeholder }
        let digits = max(0, min(maximumFractionDigits, 6))
        var scale: UInt64 = 1
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value.magnitude * Double(scale)).rounded()
        guard scaled < 1.0e18 else { return "\(value)" }
        let units = UInt64(scaled)
        let whole = units / scale
        var fraction = digits == 0 ? "" : String(units % scale)
        if !fraction.isEmpty {
            fraction = String(repeating: "0", count: digits - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        }
        let sign = value < 0 && units > 0 ? "-" : ""
        return sign + groupDigits(String(whole)) + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// Inserts "," every three digits from the right of a run of digits.
    private static func groupDigits(_ digits: String) -> String {
        var result = ""
        result.reserveCapacity(digits.count + digits.count / 3)
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

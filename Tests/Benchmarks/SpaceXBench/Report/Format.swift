import Foundation

/// How figures are written in tables: fixed digits, units, and ratios with "×".
enum Format {
    /// `value` with `digits` decimals.
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// A ratio like "1.23×".
    static func ratio(_ value: Double) -> String {
        number(value, digits: 2) + "×"
    }

    /// A share like "23.7%".
    static func percent(_ value: Double) -> String {
        number(value * 100, digits: 1) + "%"
    }

    /// A duration in the unit that suits it: "850 µs", "12.3 ms", "1.20 s".
    static func duration(_ seconds: Double) -> String {
        if seconds < 0.001 { return number(seconds * 1e6, digits: 0) + " µs" }
        if seconds < 1 { return number(seconds * 1e3, digits: seconds < 0.1 ? 2 : 1) + " ms" }
        return number(seconds, digits: 2) + " s"
    }

    /// A byte count with thousands separators: "12,345 B".
    static func bytes(_ count: Int) -> String {
        grouped(count) + " B"
    }

    /// A kilobyte count as megabytes: "18.4 MB".
    static func megabytes(kilobytes: Double) -> String {
        number(kilobytes / 1024, digits: 1) + " MB"
    }

    /// An integer with "," every three digits.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A whole count, for budgets on requests.
    static func count(_ value: Double) -> String {
        String(Int(value.rounded()))
    }
}

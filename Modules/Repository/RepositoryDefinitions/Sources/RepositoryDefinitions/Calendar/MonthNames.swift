import Foundation

/// The workspace's one table of English month names, for dates written the same way on every machine whatever
/// its locale ("24 Mar 2006") and for messages ("February 2021 has 28 days").
public enum MonthNames {
    /// January to December.
    public static let all = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// The name of `month` (1–12, clamped into range), like "March".
    public static func name(of month: Int) -> String {
        all[min(max(month, 1), 12) - 1]
    }

    /// The three-letter abbreviation of `month` (1–12, clamped into range), like "Mar" or "Sep".
    public static func abbreviation(of month: Int) -> String {
        String(name(of: month).prefix(3))
    }
}

import Foundation

/// A launch's date as shown: the main line and, for exact times, the time at the launch site.
public struct LaunchDateText: Sendable, Hashable {
    /// Like "24 Mar 2006, 22:30 UTC", "24 Jul 2022", "NET Nov 2022", "Q4 2022", or "Date unknown".
    public let primary: String
    /// Like "25 Mar 2006, 10:30 local (Pacific/Kwajalein)"; only for hour precision with a known site zone.
    public let siteLocal: String?

    /// Creates a date text.
    public init(primary: String, siteLocal: String? = nil) {
        self.primary = primary
        self.siteLocal = siteLocal
    }
}

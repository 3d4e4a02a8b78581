import Foundation

/// The time zone a user asked dates in (`--tz`): the machine's, UTC, or a named IANA zone.
public enum TimeZoneChoice: Equatable, Sendable {
    /// The machine's zone (honours `TZ`).
    case local
    /// UTC.
    case utc
    /// A named IANA zone, already checked to exist.
    case named(String)

    /// The Foundation time zone.
    public var timeZone: TimeZone {
        switch self {
        case .local: TimeZone.current
        case .utc: TimeZone(identifier: "UTC")!
        case .named(let identifier): TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC")!
        }
    }
}

import Foundation

/// One recorded failure of a launch: when, how high and why.
public struct LaunchFailure: Sendable, Hashable {
    /// Seconds after lift-off (negative before it, as for Amos-6's pad explosion), when known.
    public var time: Int?
    /// Altitude in kilometres, when known.
    public var altitude: Int?
    /// The reason, in the API's words, like "merlin engine failure".
    public var reason: String?

    /// Creates a failure record.
    public init(time: Int? = nil, altitude: Int? = nil, reason: String? = nil) {
        self.time = time
        self.altitude = altitude
        self.reason = reason
    }
}

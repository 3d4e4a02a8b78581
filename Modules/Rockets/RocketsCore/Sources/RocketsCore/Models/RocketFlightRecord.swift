import Foundation

/// A vehicle's flight record as a source counts it: launches, successes, failures, landings. The r/SpaceX API
/// gives only a success rate, so its rockets leave ``Rocket/flightRecord`` nil; Launch Library gives the counts.
public struct RocketFlightRecord: Sendable, Hashable {
    /// Launches flown.
    public var launches: Int?
    /// Successful launches.
    public var successes: Int?
    /// Failed launches.
    public var failures: Int?
    /// Launches still to come.
    public var pending: Int?
    /// Booster landings attempted.
    public var landingAttempts: Int?
    /// Booster landings that succeeded.
    public var landings: Int?

    /// Creates a record; every count may be unknown.
    public init(
        launches: Int? = nil, successes: Int? = nil, failures: Int? = nil, pending: Int? = nil,
        landingAttempts: Int? = nil, landings: Int? = nil
    ) {
        self.launches = launches
        self.successes = successes
        self.failures = failures
        self.pending = pending
        self.landingAttempts = landingAttempts
        self.landings = landings
    }
}

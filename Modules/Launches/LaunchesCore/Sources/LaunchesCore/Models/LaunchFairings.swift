import Foundation

/// What happened to the payload fairings; the API sends `null` for launches without fairings (Dragon flights).
public struct LaunchFairings: Sendable, Hashable {
    /// Whether the fairings had flown before.
    public var reused: Bool?
    /// Whether a recovery was attempted.
    public var recoveryAttempt: Bool?
    /// Whether they were recovered.
    public var recovered: Bool?
    /// The recovery ships' API ids.
    public var ships: [String]

    /// Creates a fairings record.
    public init(reused: Bool? = nil, recoveryAttempt: Bool? = nil, recovered: Bool? = nil, ships: [String] = []) {
        self.reused = reused
        self.recoveryAttempt = recoveryAttempt
        self.recovered = recovered
        self.ships = ships
    }
}

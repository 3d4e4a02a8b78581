/// Which launchpads a list holds: all of them (six in the API's data; no screen filters them).
public struct LaunchpadFilter: Hashable, Sendable {
    /// Every launchpad.
    public init() {}
}

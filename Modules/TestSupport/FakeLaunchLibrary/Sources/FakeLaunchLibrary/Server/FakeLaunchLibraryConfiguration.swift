import Foundation
import LaunchLibraryRecordings
import LoopbackHTTPServer

/// How the fake behaves: its clock, its throttle, and the loopback server's settings.
public struct FakeLaunchLibraryConfiguration: Sendable {
    /// The time the fake believes it is: decides `upcoming`/`previous` and the throttle window. Defaults to the
    /// end of the recordings, 2026-08-22T20:48:17Z.
    public var clock: FakeClock
    /// Requests allowed per hour without a key (Launch Library's documented 15).
    public var requestsPerHour: Int
    /// Requests allowed per hour with an `Authorization: Token <key>` header.
    public var tokenRequestsPerHour: Int
    /// The loopback server's settings.
    public var server: LoopbackServerConfiguration
    /// Launch documents (JSON objects) served instead of the 2026 recordings; nil serves the recordings.
    public var launchDocuments: Data?

    /// The time of the 2026-05-23 snapshot, 2026-05-23T09:11:06Z: Starship Flight 12 landed 10 hours earlier.
    public static let snapshot20260523Time = Date(timeIntervalSince1970: 1_779_527_466)

    /// The fake serving the 2026-05-23 upcoming snapshot (every provider, as LL2 answered) at its own time.
    public static func snapshot20260523() throws -> FakeLaunchLibraryConfiguration {
        let file = try JSONSerialization.jsonObject(
            with: LaunchLibraryRecordings.data(named: LaunchLibraryRecordings.upcoming20260523))
        let launches = ((file as? [String: Any])?["launches"] as? [[String: Any]]) ?? []
        var configuration = FakeLaunchLibraryConfiguration(clock: FakeClock(snapshot20260523Time))
        configuration.launchDocuments = try JSONSerialization.data(withJSONObject: launches)
        return configuration
    }

    /// The end of the recordings.
    public static let recordingEnd = Date(timeIntervalSince1970: 1_787_431_697)

    /// Creates a configuration.
    public init(
        clock: FakeClock = FakeClock(FakeLaunchLibraryConfiguration.recordingEnd), requestsPerHour: Int = 15,
        tokenRequestsPerHour: Int = 300, server: LoopbackServerConfiguration = LoopbackServerConfiguration()
    ) {
        self.clock = clock
        self.requestsPerHour = requestsPerHour
        self.tokenRequestsPerHour = tokenRequestsPerHour
        self.server = server
    }
}

import Foundation
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

import LoopbackHTTPServer

/// Settings of a `FakeSpaceXServer`.
public struct FakeSpaceXConfiguration: Sendable, Equatable {
    /// Socket settings. Keep-alive is off by default: clients silently retry a request whose reused
    /// connection dies, which would hide connection faults (reset, close) from the code under test.
    public var server: LoopbackServerConfiguration
    /// The `Cache-Control` max-age values.
    public var cachePolicy: FakeCachePolicy
    /// Whether the `/_fake/…` control routes answer (otherwise they are ordinary unknown paths).
    public var controlEndpointEnabled: Bool

    /// Creates a configuration.
    public init(
        server: LoopbackServerConfiguration = LoopbackServerConfiguration(keepAlive: false),
        cachePolicy: FakeCachePolicy = FakeCachePolicy(), controlEndpointEnabled: Bool = true
    ) {
        self.server = server
        self.cachePolicy = cachePolicy
        self.controlEndpointEnabled = controlEndpointEnabled
    }

    /// The defaults on a given port (0 picks a free one).
    public static func port(_ port: UInt16) -> FakeSpaceXConfiguration {
        FakeSpaceXConfiguration(server: LoopbackServerConfiguration(port: port, keepAlive: false))
    }
}

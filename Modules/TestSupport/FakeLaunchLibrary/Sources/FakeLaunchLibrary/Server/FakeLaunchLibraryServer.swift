import FakeSpaceXAPI
import Foundation
import LoopbackHTTPServer

/// A fake of Launch Library 2 on 127.0.0.1 over the recorded 2026 data: `/2.3.0/launches/` (and `upcoming/`,
/// `previous/`, `{id}/`), `/2.3.0/launcher_configurations/`, the 2.2.0 spellings (`/2.2.0/launch/`,
/// `/2.2.0/config/launcher/`), `/<version>/api-throttle/`; filters `lsp__id`, `net__gte`/`net__lte`
/// (`net__gt`/`net__lt`), `search`, `manufacturer__name`; `ordering`, `limit` (cut to 100), `offset`; `mode`
/// (`list`, `normal`, `detailed`); the hourly throttle with its 429; and a log of every request.
///
/// `upcoming` holds launches whose NET is at most 24 hours before the fake's clock (as measured on the real
/// service), `previous` those before it, newest first. Point a client at `baseURL` plus a version.
public final class FakeLaunchLibraryServer: Sendable {
    /// The records served.
    public let dataset: FakeLaunchLibraryDataset
    /// The settings it was created with.
    public let configuration: FakeLaunchLibraryConfiguration
    /// Every request answered so far, throttled ones and `/api-throttle/` included; thread-safe.
    public let recorder: RequestRecorder
    /// The rate limit's state; thread-safe.
    public let throttle: LaunchLibraryThrottle
    private let responder: FakeLaunchLibraryResponder
    private let server: LoopbackServer

    /// Creates a server over the recordings; nothing listens until `start()`.
    ///
    /// `throttle` and `recorder` may be shared by several servers (a replay's states) so they count as one service.
    public init(
        configuration: FakeLaunchLibraryConfiguration = FakeLaunchLibraryConfiguration(),
        throttle: LaunchLibraryThrottle = LaunchLibraryThrottle(), recorder: RequestRecorder = RequestRecorder()
    ) throws {
        let documents = try configuration.launchDocuments.map { data in
            try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        }
        let dataset = try FakeLaunchLibraryDataset(launchDocuments: documents)
        let responder = FakeLaunchLibraryResponder(
            dataset: dataset, configuration: configuration, throttle: throttle, recorder: recorder)
        self.dataset = dataset
        self.configuration = configuration
        self.recorder = recorder
        self.throttle = throttle
        self.responder = responder
        self.server = LoopbackServer(configuration: configuration.server) { responder.respond(to: $0) }
    }

    /// Starts listening; returns once requests can be sent to `baseURL`.
    public func start() throws(LoopbackServerError) {
        try server.start()
    }

    /// Stops listening and closes every connection.
    public func stop() {
        server.stop()
    }

    /// `http://127.0.0.1:<port>`; the API is under `/2.3.0/` and `/2.2.0/`.
    public var baseURL: URL { server.baseURL }

    /// Every request answered so far, oldest first.
    public var requests: [RecordedRequest] { recorder.requests }

    /// Clears the request log and the throttle.
    public func reset() {
        recorder.reset()
        throttle.reset()
    }

    /// Answers a request in-process, exactly as over a socket (throttle and log included).
    public func respond(to request: HTTPRequest) -> HTTPResponsePlan {
        responder.respond(to: request)
    }
}

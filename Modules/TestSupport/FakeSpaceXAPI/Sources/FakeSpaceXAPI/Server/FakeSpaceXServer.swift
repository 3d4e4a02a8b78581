import DocumentQuery
import Foundation
import LoopbackHTTPServer

/// A fake of the r/SpaceX REST API on 127.0.0.1: real routes, real paging envelopes, injectable faults,
/// and a log of every request.
///
/// Start it, point the client's base URL at `baseURL`, and use `faults` and `recorder` from the test.
public final class FakeSpaceXServer: Sendable {
    /// The documents served.
    public let dataset: SpaceXDataset
    /// The settings it was created with.
    public let configuration: FakeSpaceXConfiguration
    /// Faults waiting to hit requests; thread-safe.
    public let faults: FaultSchedule
    /// Every request answered so far; thread-safe.
    public let recorder: RequestRecorder
    private let responder: FakeSpaceXResponder
    private let server: LoopbackServer

    /// Creates a server for `dataset`; nothing listens until `start()`.
    public init(dataset: SpaceXDataset, configuration: FakeSpaceXConfiguration = FakeSpaceXConfiguration()) {
        self.dataset = dataset
        self.configuration = configuration
        let faults = FaultSchedule()
        let recorder = RequestRecorder()
        let responder = FakeSpaceXResponder(
            router: FakeSpaceXRouter(dataset: dataset, cachePolicy: configuration.cachePolicy),
            control: configuration.controlEndpointEnabled ? ControlEndpoint(faults: faults, recorder: recorder) : nil,
            faults: faults, recorder: recorder)
        self.faults = faults
        self.recorder = recorder
        self.responder = responder
        self.server = LoopbackServer(configuration: configuration.server) { responder.respond(to: $0) }
    }

    /// Creates a server for the fixture files in `fixturesDirectory` (see `SpaceXDataset(fixturesDirectory:)`).
    public convenience init(
        fixturesDirectory: URL, configuration: FakeSpaceXConfiguration = FakeSpaceXConfiguration()
    ) throws(SpaceXDatasetError) {
        self.init(dataset: try SpaceXDataset(fixturesDirectory: fixturesDirectory), configuration: configuration)
    }

    /// Starts listening; returns once requests can be sent to `baseURL`.
    public func start() throws(LoopbackServerError) {
        try server.start()
    }

    /// Stops listening and closes every connection, cutting stalls short; returns promptly.
    public func stop() {
        server.stop()
    }

    /// The port listened on, or 0 before `start()`.
    public var port: UInt16 { server.port }

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL { server.baseURL }

    /// Every request answered so far, oldest first.
    public var requests: [RecordedRequest] { recorder.requests }

    /// Clears the faults and the request log.
    public func reset() {
        faults.clear()
        recorder.reset()
    }

    /// Answers a request in-process, exactly as over a socket (faults and recording included).
    public func respond(to request: HTTPRequest) -> HTTPResponsePlan {
        responder.respond(to: request)
    }
}

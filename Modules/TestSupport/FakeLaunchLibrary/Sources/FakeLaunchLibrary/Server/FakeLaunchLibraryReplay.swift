import FakeSpaceXAPI
import Foundation
import LaunchLibraryRecordings
import LoopbackHTTPServer

/// One loopback Launch Library whose answers follow a recorded launch through its states (Starship Flight 12's 38,
/// say) as its ``FakeClock`` moves: a request at a moment is answered from the last state recorded by then (the
/// first state before it). One throttle (15 an hour) and one request log for all states, and, per request, the
/// fake moment it came at, so a test can count the requests in any hour.
public final class FakeLaunchLibraryReplay: Sendable {
    /// A request as the replay saw it: its fake moment, path and status.
    public struct Entry: Sendable, Equatable {
        /// When it came, by the fake clock.
        public var time: Date
        /// Its path.
        public var path: String
        /// The status answered.
        public var status: Int?
    }

    /// The clock the states are chosen by (and the throttle counts with).
    public let clock: FakeClock
    /// The moments the states were recorded at, in order.
    public let recordedAt: [Date]
    private let states: [FakeLaunchLibraryServer]
    private let log = LockedEntries()
    private let server: LoopbackServer

    /// A replay of the recording `file` (an array of `{recorded_at, launch}`) on `clock`, allowing
    /// `requestsPerHour` requests in any rolling hour (429 past them).
    public init(recording file: String, clock: FakeClock, requestsPerHour: Int = 15) throws {
        let recorded = try JSONSerialization.jsonObject(with: LaunchLibraryRecordings.data(named: file))
        let entries = (recorded as? [[String: Any]]) ?? []
        let throttle = LaunchLibraryThrottle()
        let recorder = RequestRecorder()
        var configuration = FakeLaunchLibraryConfiguration(clock: clock, requestsPerHour: requestsPerHour)
        var states: [FakeLaunchLibraryServer] = []
        var moments: [Date] = []
        for entry in entries {
            configuration.launchDocuments = try JSONSerialization.data(withJSONObject: [entry["launch"] ?? [:]])
            states.append(
                try FakeLaunchLibraryServer(configuration: configuration, throttle: throttle, recorder: recorder))
            let text = entry["recorded_at"] as? String ?? ""
            moments.append(try Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
        self.clock = clock
        self.states = states
        self.recordedAt = moments
        let (log, servers, times) = (log, states, moments)
        server = LoopbackServer(configuration: configuration.server) { request in
            let now = clock.now
            let index = times.lastIndex { $0 <= now } ?? 0
            let plan = servers[index].respond(to: request)
            log.append(Entry(time: now, path: request.path, status: plan.statusCode))
            return plan
        }
    }

    /// Starts listening.
    public func start() throws(LoopbackServerError) { try server.start() }
    /// Stops listening.
    public func stop() { server.stop() }
    /// Where it listens.
    public var baseURL: URL { server.baseURL }
    /// Every request so far, oldest first.
    public var requests: [Entry] { log.entries }

    /// The most requests in any rolling hour of the log.
    public var mostRequestsInAnHour: Int {
        let times = requests.map(\.time)
        return times.indices.map { start in times[start...].prefix { $0 < times[start].addingTimeInterval(3_600) }.count
        }
        .max() ?? 0
    }

    /// The log, appended to from the server's threads.
    // @unchecked Sendable: `stored` is only read and written while holding `lock`.
    private final class LockedEntries: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [Entry] = []

        func append(_ entry: Entry) {
            lock.lock()
            stored.append(entry)
            lock.unlock()
        }

        var entries: [Entry] {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}

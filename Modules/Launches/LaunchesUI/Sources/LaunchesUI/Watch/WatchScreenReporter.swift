import Foundation
import LaunchesCore
import SharedPresentation

/// `spacex watch` on a terminal: the ``WatchScreen`` drawn on a ``LiveTextSurface`` after every change, and once a
/// second while a countdown is on it (the only drawing while waiting; nothing else wakes).
@MainActor
final class WatchScreenReporter: WatchReporter {
    private let surface: any LiveTextSurface
    private let timeZone: TimeZone
    private let now: () -> Date
    private var snapshot = WatchSnapshot(now: .distantPast, launches: [], lastEvent: [:], lastRequest: nil)
    private var events: [WatchEvent] = []
    private var ticker: Task<Void, Never>?
    private var warning: String?

    /// The most events kept for the screen.
    static let eventLimit = 50

    /// A reporter drawing on `surface`, times in `timeZone`, countdowns by `now`.
    init(surface: any LiveTextSurface, timeZone: TimeZone, now: @escaping () -> Date) {
        self.surface = surface
        self.timeZone = timeZone
        self.now = now
    }

    func requested(_ request: WatchRequest) {
        snapshot.lastRequest = request
        warning = nil
        redraw()
    }

    func warn(_ message: String) {
        warning = message
        redraw()
    }

    func report(_ event: WatchEvent) async {
        events = Array((events + [event]).suffix(Self.eventLimit))
        redraw()
    }

    func show(_ snapshot: WatchSnapshot) {
        self.snapshot = snapshot
        redraw()
        if ticker == nil, snapshot.launches.contains(where: { WatchEventDetector.timedNET($0.facts) != nil }) {
            ticker = Task { [weak self] in
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    self?.redraw()
                }
            }
        }
    }

    /// Draws the screen as it is now.
    func redraw() {
        var screen = WatchScreen(snapshot: snapshot, events: events, timeZone: timeZone)
        screen.warning = warning
        surface.draw(screen.rows(at: now(), columns: surface.columns, rows: surface.rows))
    }

    /// Stops the once-a-second redraw.
    func stop() {
        ticker?.cancel()
        ticker = nil
    }
}

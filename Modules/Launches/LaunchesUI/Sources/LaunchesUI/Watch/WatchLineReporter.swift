import Foundation
import LaunchesCore

/// `spacex watch` in a pipe: one line per event on standard output (``WatchEventText/line(_:)``), and one note per
/// request on standard error, so a log of events stays one line each.
@MainActor
public final class WatchLineReporter: WatchReporter {
    private let text: WatchEventText
    private let out: (String) -> Void
    private let note: (String) -> Void

    /// A reporter writing event lines with `out` and request notes and warnings with `note`, NETs in `timeZone`.
    public init(timeZone: TimeZone, out: @escaping (String) -> Void, note: @escaping (String) -> Void) {
        text = WatchEventText(timeZone: timeZone)
        self.out = out
        self.note = note
    }

    public func requested(_ request: WatchRequest) {
        note(Self.words(request))
    }

    public func report(_ event: WatchEvent) async {
        out(text.line(event) + "\n")
    }

    public func show(_ snapshot: WatchSnapshot) {}

    public func warn(_ message: String) {
        note("warning: \(message)")
    }

    /// A request in words: "2026-05-21T21:30:01Z request: 1 launch; next at …", or its failure.
    public static func words(_ request: WatchRequest) -> String {
        var line = WatchEventText.instant(request.time) + (request.wasSent ? " request: " : " saved answer: ")
        if let failure = request.failure {
            line += failure
        } else {
            let count = request.launches ?? 0
            line += "\(count) launch\(count == 1 ? "" : "es")"
        }
        if let next = request.next { line += "; next request at \(WatchEventText.instant(next))" }
        return line
    }
}

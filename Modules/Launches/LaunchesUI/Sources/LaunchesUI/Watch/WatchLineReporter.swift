import Foundation
import LaunchesCore

/// `spacex watch` in a pipe: one line per event on standard output (``WatchEventText/line(_:)``, or with `--json`
/// one JSON object), and one note per request on standard error, so a log of events stays one line each.
@MainActor
public final class WatchLineReporter: WatchReporter {
    private let text: WatchEventText
    private let json: Bool
    private let out: (String) -> Void
    private let note: (String) -> Void

    /// A reporter writing event lines (JSON objects when `json`) with `out` and request notes and warnings with
    /// `note`, NETs in `timeZone`.
    public init(
        timeZone: TimeZone, json: Bool = false, out: @escaping (String) -> Void,
        note: @escaping (String) -> Void
    ) {
        text = WatchEventText(timeZone: timeZone)
        self.json = json
        self.out = out
        self.note = note
    }

    public func requested(_ request: WatchRequest) {
        note(Self.words(request))
    }

    public func report(_ event: WatchEvent) async {
        out((json ? Self.json(text.environment(event)) : text.line(event)) + "\n")
    }

    public func show(_ snapshot: WatchSnapshot) {}

    public func warn(_ message: String) {
        note("warning: \(message)")
    }

    /// An event as one line of JSON: the variables `--exec` gets, named without their `SPACEX_` prefix in lower
    /// case (`event`, `launch`, `launch_id`, `net`, `status`, `webcast`, `message`, `time`; `lead` in seconds, a
    /// number, for a lead time), keys sorted, so a script reads the same facts either way.
    public static func json(_ variables: [String: String]) -> String {
        var object: [String: Any] = [:]
        for (name, value) in variables {
            let key = name.hasPrefix("SPACEX_") ? String(name.dropFirst("SPACEX_".count)).lowercased() : name
            object[key] = key == "lead" ? Int(value).map { $0 as Any } ?? value : value
        }
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return data.flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
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

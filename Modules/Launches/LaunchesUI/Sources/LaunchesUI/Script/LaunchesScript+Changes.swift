import Foundation
import LaunchesCore
import RepositoryDefinitions
import ScriptPrinting

/// `spacex changes`: the moves the change history recorded, read from its file; never a request.
extension LaunchesScript {
    /// The moves seen since `since` (a day `YYYY-MM-DD` from its start in the chosen zone, or an ISO 8601 time;
    /// all when nil), newest first; `--json` prints them as ``LaunchChangeDocument``s.
    public func changes(since: String?) -> Result<ScriptAnswer, ScriptFailure> {
        var moment: Date?
        if let since {
            switch Self.moment(since, in: timeZone) {
            case .success(let parsed): moment = parsed
            case .failure(let failure): return .failure(failure)
            }
        }
        let records = changes?.history().moves(since: moment) ?? []
        let text = LaunchChangeText(timeZone: timeZone)
        let moves = records.map { text.move($0.entry, seen: $0.seen) }
        return .success(
            ScriptAnswer(
                screen: LaunchChangesScreen(moves: moves, since: moment.map(text.seen)),
                json: records.map(LaunchChangeDocument.init), state: LoadState.loaded(moves, freshness: .live)))
    }

    /// `--since`'s moment: an ISO 8601 time, else the start of a `YYYY-MM-DD` day in `zone`.
    static func moment(_ text: String, in zone: TimeZone) -> Result<Date, ScriptFailure> {
        if let instant = try? Date(text, strategy: .iso8601) { return .success(instant) }
        let usage = "--since takes a day that exists (YYYY-MM-DD) or a time (2026-05-21T22:00:00Z), not \"\(text)\""
        do throws(LaunchFilterError) {
            guard let day = try LaunchFilter.parseDay(text, field: .start) else {
                return .failure(.usage(usage, showsUsage: true))
            }
            return .success(day.start(in: zone))
        } catch {
            return .failure(.usage(usage, showsUsage: true))
        }
    }
}

import Foundation
import LaunchesCore
import RepositoryDefinitions
import ScriptPrinting

/// `spacex calendar`: the launches of one `launches` page as an iCalendar file.
extension LaunchesScript {
    /// What `spacex calendar` wrote: the file's text, and a warning when its ledger could not be saved.
    public struct CalendarAnswer: Sendable {
        /// The iCalendar text to print; nil when it was written to the output file.
        public var text: String?
        /// Why the ledger beside the cache was not saved (sequences may then repeat), if it was not.
        public var warning: String?
    }

    /// `spacex calendar` as the command line typed it: the launches `arguments` list (with `--rocket`, `--site`,
    /// `--status`, `--crewed`, `--upcoming`/`--past` as `launches` reads them), with `calendar`'s reminders,
    /// tentative launches and output, the feed named after `source`; see
    /// ``calendar(from:to:page:limit:oldestFirst:search:timeline:criteria:options:ledgerFile:output:)``.
    public func calendar(
        _ arguments: LaunchesArguments, _ calendar: CalendarArguments, source: String, ledgerFile: URL
    ) async -> Result<CalendarAnswer, ScriptFailure> {
        let criteria: LaunchCriteria
        do {
            criteria = try arguments.criteria
        } catch {
            return .failure(.usage(error.userMessage))
        }
        return await self.calendar(
            from: arguments.from, to: arguments.to, page: arguments.page, limit: arguments.limit,
            oldestFirst: arguments.oldestFirst, search: arguments.search, timeline: arguments.timeline,
            criteria: criteria,
            options: .init(source: source, tentative: calendar.tentative, reminders: calendar.reminders),
            ledgerFile: ledgerFile, output: calendar.output)
    }

    /// The calendar of the launches `spacex launches` with the same filters would list (one page, so at most the
    /// one request that run would send; criteria the source can't ask for are said once, with none), with the
    /// `SEQUENCE`s kept in `ledgerFile`; written to `output` atomically when given (`~` expanded), else answered
    /// to print.
    public func calendar(
        from: String? = nil, to: String? = nil, page: Int = 1, limit: Int, oldestFirst: Bool = false,
        search: String? = nil, timeline: LaunchTimeline = .all, criteria: LaunchCriteria = LaunchCriteria(),
        options: LaunchCalendarOptions, ledgerFile: URL, output: String? = nil
    ) async -> Result<CalendarAnswer, ScriptFailure> {
        var filter: LaunchFilter
        switch listFilter(from: from, to: to, oldestFirst: oldestFirst, search: search) {
        case .success(let chosen): filter = chosen.settingCriteria(criteria)
        case .failure(let failure): return .failure(failure)
        }
        if let problem = unsupported(criteria) { return .failure(.unavailable(problem)) }
        filter = filter.settingTimeline(timeline, now: now())
        let repository = makeRepository(filter, limit, page)
        await repository.load()
        guard let launches = repository.state.value else { return .failure(.unavailable(repository.state.error)) }
        var ledger = LaunchCalendarLedger.read(from: ledgerFile)
        // A timeline names its own feed (its launches leave it as time passes); every launch's feed keeps its name.
        let scope = [filter.criteriaSummary ?? "all"] + (timeline == .all ? [] : [timeline.rawValue])
        let feed = ([options.source] + scope + ["page \(page)", "limit \(limit)"]).joined(separator: " · ")
        let text = LaunchCalendar(options: options, now: now()).calendar(
            of: launches, feed: feed, isComplete: page == 1 && !repository.hasNextPage, ledger: &ledger)
        var warning: String?
        do { try ledger.write(to: ledgerFile) } catch {
            warning =
                "the calendar's sequence numbers were not saved (\(ledgerFile.path)): \(error.localizedDescription)"
        }
        guard let output else { return .success(CalendarAnswer(text: text, warning: warning)) }
        let file = URL(fileURLWithPath: (output as NSString).expandingTildeInPath)
        return Self.writeCalendar(text, to: file).map { CalendarAnswer(text: nil, warning: warning) }
    }

    /// Writes `text` to `file` atomically (a temporary file beside it, renamed over it), so a calendar that
    /// subscribes to the file never reads half of it.
    public static func writeCalendar(_ text: String, to file: URL) -> Result<Void, ScriptFailure> {
        do {
            try Data(text.utf8).write(to: file, options: .atomic)
            return .success(())
        } catch {
            return .failure(.unavailable("could not write \(file.path): \(error.localizedDescription)"))
        }
    }
}

import Foundation
import LaunchesCore
import ScriptPrinting
import SharedPresentation

/// `spacex watch` in script mode: its events one line each on standard output, its requests on standard error.
extension LaunchesScript {
    /// Alerts of an event beyond its line (the bell, the terminal's notification, `--exec`): its title, body and
    /// variables in, a warning out (the command failed), or nil.
    public typealias WatchAlert =
        @MainActor (_ title: String, _ body: String, _ variables: [String: String]) async ->
        String?

    /// Watches the next launches of a source allowing `requestsPerHour` requests an hour (throttling until
    /// `sourceWait` says) until `clock` stops it or the user quits, alerting each event with `alert`: on `screen`
    /// (a terminal, unless `--json`) as a live screen, else one line per event on `console`'s output and one per
    /// request on its errors. With none upcoming, says so once.
    public func watch(
        _ arguments: WatchArguments, requestsPerHour: Int?, sourceWait: @escaping @MainActor () -> Date?,
        clock: any WatchClock, screen: (any LiveTextSurface)?, console: Console, alert: @escaping WatchAlert
    ) async -> ScriptOutcome {
        let filter: LaunchFilter
        let criteria: LaunchCriteria
        do {
            criteria = try arguments.criteria
        } catch {
            console.error(error.userMessage)
            return ScriptFailure.usage(error.userMessage).outcome
        }
        switch listFilter(from: arguments.from, to: arguments.to, oldestFirst: true, search: arguments.search) {
        case .success(let chosen): filter = chosen.settingCriteria(criteria)
        case .failure(let failure):
            if case .usage(let message, _) = failure { console.error(message) }
            return failure.outcome
        }
        if let problem = unsupported(criteria) {
            console.error(problem)
            return ScriptFailure.unavailable(problem).outcome
        }
        let text = WatchEventText(timeZone: timeZone)
        let lines = WatchLineReporter(timeZone: timeZone, json: arguments.json, out: console.out) {
            console.err("\(console.program): \($0)\n")
        }
        let screen = arguments.json ? nil : screen
        let live = screen.map { WatchScreenReporter(surface: $0, timeZone: timeZone, now: clock.now) }
        let reporter: any WatchReporter = live ?? lines
        let watcher = LaunchWatcher(
            arguments: arguments, filter: filter, requestsPerHour: requestsPerHour, sourceWait: sourceWait,
            clock: clock, makeRepository: makeRepository, reporter: reporter
        ) { event in
            let warning = await alert(event.facts.name, text.detail(event), text.environment(event))
            if let warning { reporter.warn(warning) }
        }
        let task = Task { await watcher.run() }
        if let screen {
            do {
                try screen.start(quit: { task.cancel() }, resized: { live?.redraw() })
            } catch {
                task.cancel()
                console.error("can't open the watch screen: \(error); try `spacex watch | cat`")
                return .unavailable
            }
        }
        let end = await task.value
        live?.stop()
        screen?.stop()
        switch end {
        case .stopped: return .success
        case .nothingUpcoming:
            console.err("\(console.program): nothing upcoming to watch: the source lists no launch still to come\n")
            return .success
        case .unavailable(let reason):
            console.error(reason)
            return .unavailable
        }
    }
}

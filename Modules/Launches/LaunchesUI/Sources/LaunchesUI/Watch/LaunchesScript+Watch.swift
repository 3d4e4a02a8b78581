import Foundation
import LaunchesCore
import ScriptPrinting

/// `spacex watch` in script mode: its events one line each on standard output, its requests on standard error.
extension LaunchesScript {
    /// Alerts of an event beyond its line (the bell, the terminal's notification, `--exec`): its title, body and
    /// variables in, a warning out (the command failed), or nil.
    public typealias WatchAlert =
        @MainActor (_ title: String, _ body: String, _ variables: [String: String]) async ->
        String?

    /// Watches the next launches of a source allowing `requestsPerHour` requests an hour (throttling until
    /// `sourceWait` says) until `clock` stops it, printing with `console` and alerting each event with `alert`; with
    /// none upcoming, says so once.
    public func watch(
        _ arguments: WatchArguments, requestsPerHour: Int?, sourceWait: @escaping @MainActor () -> Date?,
        clock: any WatchClock, console: Console, alert: @escaping WatchAlert
    ) async -> ScriptOutcome {
        let text = WatchEventText(timeZone: timeZone)
        let reporter = WatchLineReporter(timeZone: timeZone, out: console.out) {
            console.err("\(console.program): \($0)\n")
        }
        let watcher = LaunchWatcher(
            arguments: arguments, timeZone: timeZone, requestsPerHour: requestsPerHour, sourceWait: sourceWait,
            clock: clock,
            makeRepository: makeRepository, reporter: reporter
        ) { event in
            let warning = await alert(event.facts.name, text.detail(event), text.environment(event))
            if let warning { console.warning(warning) }
        }
        switch await watcher.run() {
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

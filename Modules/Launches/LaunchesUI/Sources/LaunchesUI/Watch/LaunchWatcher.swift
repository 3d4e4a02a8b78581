import Foundation
import LaunchesCore
import RepositoryDefinitions

/// `spacex watch`: follows the next launches, asking the source when ``WatchRequestPlan`` allows (rarely far from
/// T-0, more often near it, never past the source's hourly budget or a wait it asked for), and reports the lead
/// times reached and what each new answer changed (``LaunchListDiff``, read by ``WatchEventDetector``).
///
/// Between two moments it sleeps on its ``WatchClock`` until the next request or lead time, so waiting costs no
/// CPU. A failed request keeps the last answer on show with the reason, and the watch goes on.
@MainActor
public final class LaunchWatcher {
    /// How the watch ended.
    public enum End: Sendable, Equatable {
        /// The clock stopped it (Ctrl-C, `q`, a replay's end).
        case stopped
        /// The first answer listed no launch to watch (the r/SpaceX API's frozen data has none upcoming).
        case nothingUpcoming
        /// Nothing can ever be had (`--offline` with nothing saved): the reason.
        case unavailable(String)
    }

    private let arguments: WatchArguments
    private let filter: LaunchFilter
    private let plan: WatchRequestPlan
    private let clock: any WatchClock
    private let makeRepository: LaunchesScript.MakeRepository
    private let reporter: any WatchReporter
    private let onEvent: @MainActor (WatchEvent) async -> Void
    private let sourceWait: @MainActor () -> Date?

    private var watched: [(id: String, facts: LaunchFacts)] = []
    private var finished: Set<String> = []
    private var sent: [Date] = []
    private var waitUntil: Date?
    private var lastEvent: [String: WatchEvent] = [:]
    private var lastRequest: WatchRequest?
    /// Requests failed in a row (not throttled: a throttle's wait is known).
    private var failures = 0
    private var detector: WatchEventDetector

    /// A watch over the upcoming launches `makeRepository` lists under `filter` (its days, its search, its zone), for
    /// a source allowing `requestsPerHour` requests per
    /// rolling hour (nil: no limit) that says with `sourceWait` until when it throttles, telling `reporter`, then
    /// `onEvent` (the bell, `--exec`), of each event.
    public init(
        arguments: WatchArguments, filter: LaunchFilter, requestsPerHour: Int?,
        sourceWait: @escaping @MainActor () -> Date? = { nil }, clock: any WatchClock,
        makeRepository: @escaping LaunchesScript.MakeRepository, reporter: any WatchReporter,
        onEvent: @escaping @MainActor (WatchEvent) async -> Void = { _ in }
    ) {
        self.onEvent = onEvent
        self.sourceWait = sourceWait
        self.arguments = arguments
        self.filter = filter
        self.plan = WatchRequestPlan(requestsPerHour: requestsPerHour)
        self.clock = clock
        self.makeRepository = makeRepository
        self.reporter = reporter
        detector = WatchEventDetector(leadTimes: arguments.leadTimes.map(TimeInterval.init), start: clock.now())
    }

    /// How many upcoming launches each request reads: enough to pass those of the last 24 hours.
    static func pageSize(count: Int) -> Int { min(100, max(20, 2 * count)) }

    /// Watches until the clock stops it.
    public func run() async -> End {
        switch await ask(first: true) {
        case .unavailable(let reason): return .unavailable(reason)
        case .answered where watched.isEmpty: return .nothingUpcoming
        default: break
        }
        while true {
            let now = clock.now()
            let nextRequest = plannedRequest(at: now)
            let wake = min(nextRequest, detector.nextLeadTime(watched, after: now) ?? .distantFuture)
            do { try await clock.sleep(until: wake) } catch { return .stopped }
            if clock.now() >= nextRequest { _ = await ask(first: false) }
            for event in detector.leadTimeEvents(watched, at: clock.now()) { await report(event) }
            reporter.show(snapshot)
        }
    }

    /// The moment of the next request at `now`: the plan's, and never within ``shortestInterval`` of the last
    /// one asked (an answer refused before it left must not be asked again at once).
    private func plannedRequest(at now: Date) -> Date {
        let wait = [waitUntil, sourceWait()].compactMap { $0 }.max()
        var planned = plan.nextRequest(at: now, nearestLaunch: nearestLaunch(at: now), sent: sent, waitUntil: wait)
        if failures > 0, let last = lastRequest?.time {
            // After a failure, again sooner than the cadence (backing off), still within the budget and waits.
            let backoff = min(Self.longestRetry, Self.shortestInterval * pow(2, Double(failures - 1)))
            let retry = max(now, last.addingTimeInterval(backoff))
            planned = min(planned, plan.nextRequest(at: retry, nearestLaunch: retry, sent: sent, waitUntil: wait))
        }
        return max(planned, (lastRequest?.time ?? .distantPast).addingTimeInterval(Self.shortestInterval))
    }

    /// The least time between two requests, whatever the plan says: a minute.
    static let shortestInterval: TimeInterval = 60
    /// The longest wait before asking again after failures: half an hour.
    static let longestRetry: TimeInterval = 1_800

    /// The timed NET among the watched launches that asks for the closest cadence.
    private func nearestLaunch(at now: Date) -> Date? {
        watched.compactMap { WatchEventDetector.timedNET($0.facts) }
            .min {
                WatchRequestPlan.interval(untilLaunch: $0.timeIntervalSince(now))
                    < WatchRequestPlan.interval(untilLaunch: $1.timeIntervalSince(now))
            }
    }

    private enum Answer { case answered, failed, unavailable(String) }

    /// Asks the source once (the first time from saved answers when they are fresh), reports the request, and
    /// the events of what changed.
    private func ask(first: Bool) async -> Answer {
        let now = clock.now()
        let repository = makeRepository(
            filter.settingTimeline(.upcoming, now: now), Self.pageSize(count: arguments.count), 1)
        if first { await repository.load() } else { await repository.refresh() }
        let state = repository.state
        var request = WatchRequest(time: now, wasSent: true)
        switch state.freshness {
        case .cached(let storedAt) where state.error == nil:
            request.wasSent = false
            sent.append(min(storedAt, now))
        case .builtInArchive: request.wasSent = false
        default: break
        }
        if let error = state.error {
            if case .rateLimited(let wait) = error.reason {
                waitUntil = now.addingTimeInterval(wait ?? 3_600)
                request.wasSent = false
            } else if error.reason == .notCached {
                request.wasSent = false
            } else {
                sent.append(now)
                failures += 1
            }
            let shown = state.freshness.flatMap { $0.age(at: now) }.map {
                "showing saved data from \(Int($0 / 60)) min ago"
            }
            request.failure =
                error.userMessage + "; "
                + (shown ?? (watched.isEmpty ? "nothing saved yet" : "showing the last answer"))
        } else if request.wasSent {
            sent.append(now)
        }
        if state.error == nil { failures = 0 }
        if request.failure == nil, let until = sourceWait(), until > now {
            request.wasSent = false
            request.failure = "the source throttles until \(WatchEventText.instant(until)); showing the saved answer"
        }
        sent = sent.filter { $0 > now.addingTimeInterval(-3_600) }
        let answer = state.value
        if let launches = answer {
            request.launches = launches.count
            await update(with: launches, complete: !repository.hasNextPage, span: repository.filter.netFrom, at: now)
        }
        lastRequest = request
        request.next = plannedRequest(at: now)
        lastRequest = request
        reporter.requested(request)
        reporter.show(snapshot)
        if answer != nil { return state.error == nil ? .answered : .failed }
        if state.error?.reason == .notCached { return .unavailable(state.error?.userMessage ?? "") }
        return .failed
    }

    /// Takes `launches` (a new answer) as what is watched: the diff against what was known is reported, the
    /// launches watched before stay while the answer lists them (until one ended and its outcome was reported),
    /// and pending launches due from a day ago on fill the rest up to `--count`.
    private func update(with launches: [Launch], complete: Bool, span: Date?, at now: Date) async {
        let known = Dictionary(watched.map { ($0.id, $0.facts) }, uniquingKeysWith: { first, _ in first })
        let diff = LaunchListDiff(
            known: known, current: launches, previouslyListed: watched.map(\.id),
            completeSpan: complete ? LaunchListDiff.Span(from: span) : nil)
        let events = WatchEventDetector.events(of: diff, at: now)
        let wasWatched = Set(watched.map(\.id))
        var next: [(id: String, facts: LaunchFacts)] = []
        for launch in launches where next.count < arguments.count {
            let facts = LaunchFacts(launch: launch)
            let ended = facts.status.map { $0.isFinal } ?? (launch.success != nil)
            // A launch past its NET by more than a day is no longer coming (the r/SpaceX API's frozen "upcoming").
            let stale = facts.net.map { $0 < now.addingTimeInterval(-LaunchTimeline.upcomingGrace) } ?? false
            if wasWatched.contains(launch.id) ? !finished.contains(launch.id) : !ended && !stale {
                next.append((launch.id, facts))
                if ended { finished.insert(launch.id) }
            }
        }
        watched = next
        for event in events { await report(event) }
    }

    private func report(_ event: WatchEvent) async {
        lastEvent[event.launchID] = event
        await reporter.report(event)
        await onEvent(event)
    }

    /// What is watched now.
    private var snapshot: WatchSnapshot {
        WatchSnapshot(now: clock.now(), launches: watched, lastEvent: lastEvent, lastRequest: lastRequest)
    }
}

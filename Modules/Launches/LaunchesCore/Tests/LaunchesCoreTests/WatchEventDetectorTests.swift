import Foundation
import LaunchesCore
import Testing

/// What `spacex watch` reports: lead times reached once per NET, and which changes between two answers are events
/// (a scrub against a NET that moved, small refinements ignored, the statuses worth waking for).
struct WatchEventDetectorTests {
    private let net = Date(timeIntervalSince1970: 1_779_406_200)  // 2026-05-21T23:30:00Z
    private let start = Date(timeIntervalSince1970: 1_779_300_000)

    private func facts(net: Date?, status: ReportedLaunchStatus? = .go, precision: DatePrecision = .hour) -> LaunchFacts
    {
        LaunchFacts(
            name: "Starship Flight 12", net: net, datePrecision: precision, timePrecision: .second, status: status)
    }

    /// A launch of id `f12` with `facts`.
    private func launch(_ facts: LaunchFacts) -> Launch {
        Launch(
            id: "f12", name: facts.name, dateUtc: facts.net, datePrecision: facts.datePrecision,
            links: LaunchLinks(webcast: facts.webcast), reportedStatus: facts.status, timePrecision: facts.timePrecision
        )
    }

    private func kinds(from before: LaunchFacts, to after: LaunchFacts?, at time: Date) -> [WatchEvent.Kind] {
        let diff = LaunchListDiff(
            known: ["f12": before], current: after.map { [launch($0)] } ?? [], previouslyListed: ["f12"],
            completeSpan: LaunchListDiff.Span())
        return WatchEventDetector.events(of: diff, at: time).map(\.kind)
    }

    @Test func eachLeadTimeIsReportedOnceAtItsMomentAndAgainOnlyWhenTheNETMoves() {
        var detector = WatchEventDetector(leadTimes: [600, 3_600], start: start)
        #expect(detector.leadTimes == [3_600, 600])
        let watched = [(id: "f12", facts: facts(net: net))]
        #expect(detector.nextLeadTime(watched, after: start) == net.addingTimeInterval(-3_600))
        #expect(detector.leadTimeEvents(watched, at: net.addingTimeInterval(-3_601)).isEmpty)
        let hour = detector.leadTimeEvents(watched, at: net.addingTimeInterval(-3_600))
        #expect(hour.map(\.kind) == [.leadTime(3_600)] && hour.map(\.time) == [net.addingTimeInterval(-3_600)])
        #expect(detector.leadTimeEvents(watched, at: net.addingTimeInterval(-3_000)).isEmpty, "once")
        #expect(detector.nextLeadTime(watched, after: net.addingTimeInterval(-3_000)) == net.addingTimeInterval(-600))
        // A refinement of 30 s does not repeat it; an hour's slip arms it again.
        let refined = [(id: "f12", facts: facts(net: net.addingTimeInterval(30)))]
        #expect(detector.leadTimeEvents(refined, at: net.addingTimeInterval(-3_000)).isEmpty)
        let slipped = [(id: "f12", facts: facts(net: net.addingTimeInterval(3_600)))]
        #expect(detector.leadTimeEvents(slipped, at: net).map(\.kind) == [.leadTime(3_600)])
    }

    @Test func noLeadTimeBeforeWatchingBeganAfterTheNETOrForAGuessedDay() {
        var detector = WatchEventDetector(leadTimes: [3_600, 600], start: net.addingTimeInterval(-1_800))
        let watched = [(id: "f12", facts: facts(net: net))]
        #expect(detector.leadTimeEvents(watched, at: net.addingTimeInterval(-600)).map(\.kind) == [.leadTime(600)])
        #expect(detector.leadTimeEvents(watched, at: net.addingTimeInterval(10)).isEmpty)
        let month = [(id: "m", facts: facts(net: net, precision: .month))]
        #expect(detector.nextLeadTime(month, after: start) == nil)
        #expect(detector.leadTimeEvents(month, at: net.addingTimeInterval(-600)).isEmpty)
    }

    @Test func aSlipOfADayNearTheLaunchIsAScrubAndFarFromItAMove() {
        let slipped = facts(net: net.addingTimeInterval(23 * 3_600), status: .toBeConfirmed)
        let afterT0 = net.addingTimeInterval(1_200)
        #expect(kinds(from: facts(net: net), to: slipped, at: afterT0) == [.scrubbed(from: net, to: slipped.net!)])
        let weekBefore = net.addingTimeInterval(-7 * 86_400)
        #expect(
            kinds(from: facts(net: net), to: slipped, at: weekBefore) == [.netMoved(from: net, to: slipped.net!)])
        let hourLater = facts(net: net.addingTimeInterval(3_600))
        #expect(kinds(from: facts(net: net), to: hourLater, at: afterT0) == [.netMoved(from: net, to: hourLater.net)])
        #expect(kinds(from: facts(net: net), to: facts(net: net.addingTimeInterval(24)), at: afterT0).isEmpty)
    }

    @Test func theStatusesWorthWakingForTheWebcastAndLeavingTheList() {
        let time = net
        #expect(kinds(from: facts(net: net, status: .toBeConfirmed), to: facts(net: net), at: time) == [.status(.go)])
        for status in [ReportedLaunchStatus.hold, .inFlight, .success, .failure, .partialFailure] {
            #expect(kinds(from: facts(net: net), to: facts(net: net, status: status), at: time) == [.status(status)])
        }
        #expect(kinds(from: facts(net: net), to: facts(net: net, status: .toBeDetermined), at: time).isEmpty)
        var live = facts(net: net)
        live.webcast = URL(string: "https://www.youtube.com/watch?v=ou6rUKyNmUQ")
        #expect(kinds(from: facts(net: net), to: live, at: time) == [.webcast(live.webcast!)])
        #expect(kinds(from: facts(net: net), to: nil, at: time) == [.leftList])
    }

    @Test func theTextOfAnEventItsLineAndItsVariables() {
        let text = WatchEventText(timeZone: TimeZone(identifier: "UTC")!)
        let event = WatchEvent(
            kind: .leadTime(600), time: net.addingTimeInterval(-600), launchID: "f12", facts: facts(net: net))
        #expect(
            text.line(event)
                == "2026-05-21T23:20:00Z  lead-time  Starship Flight 12  T-10m, NET 21 May 2026, 23:30:00 UTC")
        #expect(
            text.environment(event) == [
                "SPACEX_EVENT": "lead-time", "SPACEX_LAUNCH": "Starship Flight 12", "SPACEX_LAUNCH_ID": "f12",
                "SPACEX_NET": "2026-05-21T23:30:00Z", "SPACEX_STATUS": "Go", "SPACEX_WEBCAST": "",
                "SPACEX_MESSAGE": "T-10m, NET 21 May 2026, 23:30:00 UTC", "SPACEX_TIME": "2026-05-21T23:20:00Z",
                "SPACEX_LEAD": "600",
            ])
        #expect(WatchEventText.lead(5_400) == "T-1h30m" && WatchEventText.lead(86_400) == "T-24h")
        var hostile = event
        hostile.facts.name = "Flight\n12\u{1B}[2J"
        #expect(!text.line(hostile).contains("\n") && !text.line(hostile).contains("\u{1B}"))
        #expect(WatchEvent.Kind.status(.inFlight).code == "in-flight")
    }
}

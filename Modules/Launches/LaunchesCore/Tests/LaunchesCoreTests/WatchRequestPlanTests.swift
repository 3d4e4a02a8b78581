import Foundation
import Testing

@testable import LaunchesCore

/// The watch's request plan: its cadence by time to T-0, its rolling-hour budget with a reserve, and waits.
struct WatchRequestPlanTests {
    private let launch = Date(timeIntervalSince1970: 1_779_406_200)  // 2026-05-21T23:30:00Z
    private let ll2 = WatchRequestPlan(requestsPerHour: 15)

    @Test func theCadenceQuickensTowardsTheLaunchAndSlowsLongAfterIt() {
        #expect(WatchRequestPlan.interval(untilLaunch: nil) == 3_600)
        #expect(WatchRequestPlan.interval(untilLaunch: 3 * 86_400) == 3_600)
        #expect(WatchRequestPlan.interval(untilLaunch: 12 * 3_600) == 1_800)
        #expect(WatchRequestPlan.interval(untilLaunch: 2 * 3_600) == 600)
        #expect(WatchRequestPlan.interval(untilLaunch: 30 * 60) == 240)
        #expect(WatchRequestPlan.interval(untilLaunch: -2 * 3_600) == 240)
        #expect(WatchRequestPlan.interval(untilLaunch: -4 * 3_600) == 3_600)
    }

    @Test func theFirstRequestGoesAtOnceUnlessTheSourceAskedToWait() {
        let now = launch.addingTimeInterval(-86_400 * 2)
        #expect(ll2.nextRequest(at: now, nearestLaunch: launch, sent: []) == now)
        let wait = now.addingTimeInterval(1_800)
        #expect(ll2.nextRequest(at: now, nearestLaunch: launch, sent: [], waitUntil: wait) == wait)
        #expect(ll2.nextRequest(at: now, nearestLaunch: launch, sent: [], waitUntil: now.addingTimeInterval(-5)) == now)
    }

    @Test func theNextRequestFollowsTheLastByTheCadence() {
        let now = launch.addingTimeInterval(-2 * 3_600)
        let last = now.addingTimeInterval(-60)
        #expect(ll2.nextRequest(at: now, nearestLaunch: launch, sent: [last]) == last.addingTimeInterval(600))
        let late = now.addingTimeInterval(-3_600)
        #expect(ll2.nextRequest(at: now, nearestLaunch: launch, sent: [late]) == now)
    }

    /// Simulated over a whole day around T-0: the plan's own requests never exceed the budget less the reserve in
    /// any rolling hour, and it keeps asking (no stall).
    @Test func aSimulatedDayNeverExceedsTheBudgetInAnyHour() {
        var sent: [Date] = []
        var now = launch.addingTimeInterval(-12 * 3_600)
        let end = launch.addingTimeInterval(12 * 3_600)
        while now < end {
            let next = ll2.nextRequest(at: now, nearestLaunch: launch, sent: sent)
            #expect(next >= now)
            sent.append(next)
            now = next
        }
        for (index, time) in sent.enumerated() {
            let window = sent[index...].prefix { $0 < time.addingTimeInterval(3_600) }
            #expect(window.count <= 12, "\(window.count) requests in the hour from \(time)")
        }
        let finalHour = sent.filter { $0 >= launch.addingTimeInterval(-3_600) && $0 < launch }
        #expect(finalHour.count == 12)
        #expect(sent.count > 40)
    }

    @Test func aSmallBudgetStillAllowsOneAndNoLimitMeansTheCadenceAlone() {
        #expect(WatchRequestPlan(requestsPerHour: 2).watchBudget == 1)
        #expect(WatchRequestPlan(requestsPerHour: nil).watchBudget == nil)
        let now = launch.addingTimeInterval(-600)
        let sent = [now.addingTimeInterval(-300)]
        let tight = WatchRequestPlan(requestsPerHour: 2).nextRequest(at: now, nearestLaunch: launch, sent: sent)
        #expect(tight == sent[0].addingTimeInterval(3_600))
        let free = WatchRequestPlan(requestsPerHour: nil).nextRequest(at: now, nearestLaunch: launch, sent: sent)
        #expect(free == now)
    }
}

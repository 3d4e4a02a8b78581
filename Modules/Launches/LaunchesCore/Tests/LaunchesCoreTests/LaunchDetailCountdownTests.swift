import Foundation
import LaunchesCore
import LaunchesMocks
import RepositoryDefinitions
import Testing

/// The launch detail's countdown ticks with the injected clock (no sleeps): each read of the detail is judged at
/// the clock's moment, and the view model says how often the browser must redraw it, or nil when nothing on the
/// screen moves with the time (so the browser stays idle).
@MainActor
struct LaunchDetailCountdownTests {
    /// 2026-11-21T12:00:00Z.
    private static let start = Date(timeIntervalSince1970: 1_795_262_400)
    private let clock = Locked(start)

    private func viewModel(for launch: Launch) -> LaunchDetailViewModel {
        LaunchDetailViewModel(
            launchId: launch.id, repository: LaunchesRepositoryMocks.detail(listed: launch, full: launch),
            now: { [clock] in clock.current })
    }

    private func advance(by seconds: TimeInterval) {
        clock.withLock { $0 = $0.addingTimeInterval(seconds) }
    }

    private func upcoming(in seconds: TimeInterval, _ precision: TimePrecision) -> Launch {
        Launch(
            id: "next", name: "Starship Flight 13", dateUtc: Self.start.addingTimeInterval(seconds),
            datePrecision: .hour, upcoming: true, reportedStatus: .go, timePrecision: precision)
    }

    @Test func theCountdownFollowsTheClockEverySecond() {
        let model = viewModel(for: upcoming(in: 3 * 60 + 2, .second))
        #expect(model.detail?.countdown?.text == "T-00:03:02")
        #expect(model.clockInterval == 1)
        advance(by: 1)
        #expect(model.detail?.countdown?.text == "T-00:03:01")
        advance(by: 181)
        #expect(model.detail?.countdown?.text == "T+00:00:00", "the time since from the launch time")
        #expect(model.clockInterval == 1, "it still ticks")
        advance(by: 86_400)
        #expect(model.detail?.countdown == nil, "a day on with no outcome: none")
        #expect(model.clockInterval == nil, "nothing ticks then")
    }

    @Test func aLaunchKnownToTheHourShowsHoursCheckedEverySecond() {
        let model = viewModel(for: upcoming(in: 5 * 3_600, .hour))
        #expect(model.detail?.countdown?.text == "T-05h")
        #expect(model.clockInterval == 1)
        advance(by: 3_600)
        #expect(model.detail?.countdown?.text == "T-04h")
    }

    @Test func nothingTicksForAPastLaunchOrOneKnownOnlyToTheDay() {
        #expect(viewModel(for: LaunchMocks.sampleDataset[0]).clockInterval == nil)
        var day = upcoming(in: 86_400 * 3, .minute)
        day.datePrecision = .day
        #expect(viewModel(for: day).clockInterval == nil)
        #expect(viewModel(for: day).detail?.countdown == nil)
    }
}

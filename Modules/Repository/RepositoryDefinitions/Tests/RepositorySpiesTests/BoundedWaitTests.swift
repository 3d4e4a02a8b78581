import Foundation
import RepositoryDefinitions
import RepositorySpies
import Testing

/// `BoundedWait` returns the work's result, passes its error on, and fails naming what it waited for when the work
/// never ends (instead of hanging the suite).
@Suite struct BoundedWaitTests {
    @Test func returnsTheResultOfWorkThatEnds() async throws {
        let task = Task { 42 }
        #expect(try await BoundedWait.value(of: task, "the answer") == 42)
    }

    @Test func passesOnTheErrorOfWorkThatFails() async throws {
        struct Broken: Error {}
        await #expect(throws: Broken.self) {
            try await BoundedWait.value(of: "the broken work") { () async throws -> Int in throw Broken() }
        }
    }

    @Test func workThatNeverEndsFailsNamingWhatWasAwaited() async throws {
        let gate = CallGate()
        gate.hold()
        let stuck = Task { await gate.pass() }
        do {
            try await BoundedWait.value(of: stuck, "the stuck call", within: 0.05)
            Issue.record("the call never ends, so the wait must fail")
        } catch let timeout as BoundedWait.Timeout {
            #expect(timeout.awaited == "the stuck call")
            #expect(timeout.description == "waited 0.05 s for the stuck call; it did not come")
        }
        gate.releaseAll()
        try await BoundedWait.value(of: stuck, "the released call")
    }
}

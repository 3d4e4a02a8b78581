import EndToEndSupport
import FakeSpaceXAPI
import Foundation

/// The four runs of one screen against one fault, each with its own fake API and cache:
///
/// 1. `cold`: empty cache, every request faulted;
/// 2. `recovered`: the fault cleared, the same command again (it fills the cache);
/// 3. `stale`: the cache aged past its freshness and every request faulted again;
/// 4. `revalidated`: the fault cleared, the same command again.
///
/// Each run records what the process printed and how many requests the fake received.
struct FaultDrill: Sendable {
    /// One run and the requests it cost.
    struct Run: Sendable {
        let output: ProcessOutput
        let requests: Int
    }

    let screen: FaultScreen
    let cold: Run
    let recovered: Run
    let stale: Run
    let revalidated: Run

    /// The longest any one run may take; stalls and retries stay far below it.
    static let runTimeout: TimeInterval = 20
    /// Every run's request timeout (`SPACEX_REQUEST_TIMEOUT`), so a stall costs 1 s per attempt.
    static let environment = ["SPACEX_REQUEST_TIMEOUT": "1"]

    /// Drills every screen at once (each on its own server), returning the drills in `FaultScreen` order.
    ///
    /// With `conditional` false the aged entries forget their ETags, so the stale run's request is a plain one:
    /// a faulted answer needs a body to act on, and a 304 has none.
    static func drill(
        conditional: Bool = true, _ fault: @escaping @Sendable (FaultScreen) -> FakeFault
    ) async throws -> [FaultDrill] {
        try await withThrowingTaskGroup(of: FaultDrill.self) { group in
            for screen in FaultScreen.allCases {
                group.addTask { try await drill(screen, conditional: conditional, fault: fault(screen)) }
            }
            var drills: [FaultDrill] = []
            for try await drill in group { drills.append(drill) }
            return FaultScreen.allCases.compactMap { screen in drills.first { $0.screen == screen } }
        }
    }

    /// Drills one screen.
    static func drill(_ screen: FaultScreen, conditional: Bool = true, fault: FakeFault) async throws -> FaultDrill {
        let server = try ArchiveAPIServer.start()
        defer { server.stop() }
        let spacex = try SpaceXProcess()
        defer { spacex.removeCache() }
        let arguments = screen.arguments + ["--base-url", server.baseURL.absoluteString]
        let run: @Sendable () async throws -> Run = {
            server.recorder.reset()
            let output = try await OffThread.run {
                try spacex.execute(arguments, environment: environment, timeout: runTimeout)
            }
            return Run(output: output, requests: server.requests.count)
        }

        let folder = CacheFolder(directory: spacex.cacheDirectory)
        server.faults.injectUntilCleared(fault)
        let cold = try await run()
        server.faults.clear()
        // A 429 leaves a saved wait that holds back every run until it ends; the drill lets it end.
        try folder.endSavedWaits()
        let recovered = try await run()

        try await folder.age(
            by: screen.staleAge.seconds, keepingETags: conditional)
        server.faults.injectUntilCleared(fault)
        let stale = try await run()
        server.faults.clear()
        try folder.endSavedWaits()
        let revalidated = try await run()
        return FaultDrill(screen: screen, cold: cold, recovered: recovered, stale: stale, revalidated: revalidated)
    }
}

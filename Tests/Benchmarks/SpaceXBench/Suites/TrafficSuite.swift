import FakeSpaceXAPI
import Foundation

/// 1. Requests and bytes per screen: each screen of the CLI is visited cold (empty cache), warm (again, within
/// the answers' freshness) and offline (`--offline`, same cache), and the fake API counts what reached it.
struct TrafficSuite {
    /// One screen and the command line that shows it.
    struct Screen {
        /// The screen's name in the table.
        let name: String
        /// The `spacex` arguments.
        let arguments: [String]
    }

    /// What one visit cost.
    struct Visit {
        /// Requests that reached the fake API.
        let requests: Int
        /// Response body bytes the fake API sent.
        let bytes: Int
        /// The exit status of `spacex`.
        let status: Int32
        /// Whether the screen fell back to the built-in sample data instead of the API's (or the cache's).
        let showedSample: Bool
        /// The recorded requests, for reuse of their exact bodies.
        let recorded: [RecordedRequest]
    }

    /// What the other suites reuse: the cold list page exactly as `spacex launches` asked for it.
    struct ListPage {
        /// The request body `spacex launches` sent.
        let body: Data
        /// The response body bytes it got.
        let bytes: Int
    }

    let fixtures: BenchFixtures
    let spacex: String
    let workDirectory: URL

    /// The screens measured, in the order a user meets them.
    var screens: [Screen] {
        [
            Screen(name: "launches list, page 1", arguments: ["launches"]),
            Screen(name: "launches list, next page", arguments: ["launches", "--page", "2"]),
            Screen(
                name: "launches filtered to 2020",
                arguments: ["launches", "--from", "2020-01-01", "--to", "2020-12-31"]),
            Screen(name: "launch detail", arguments: ["launch", fixtures.detailLaunchID]),
            Screen(name: "rockets list", arguments: ["rockets"]),
            Screen(name: "rocket detail", arguments: ["rocket", fixtures.detailRocketID]),
        ]
    }

    /// Visits every screen three times and checks the request budgets.
    func run() throws -> (SuiteReport, ListPage) {
        var report = SuiteReport(
            title: "1. Requests and bytes per screen",
            method:
                "The release `spacex` binary against the loopback fake API (fixtures), one cache folder per screen: "
                + "cold = empty cache, warm = the same command again within the answers' max-age, offline = "
                + "`--offline` on that cache. Requests and response body bytes as recorded by the fake.")
        var table = TextTable(headers: [
            "screen", "cold requests", "cold bytes", "warm requests", "offline requests", "request",
        ])
        var maxima = (cold: 0, warm: 0, offline: 0)
        var listPage: ListPage?
        for (index, screen) in screens.enumerated() {
            let command = SpaceXCommand(
                executable: spacex, baseURL: fixtures.server.baseURL,
                cacheDirectory: workDirectory.appendingPathComponent("traffic-\(index + 1)"))
            try command.emptyCache()
            let cold = try visit(command, screen.arguments)
            let warm = try visit(command, screen.arguments)
            let offline = try visit(command, screen.arguments + ["--offline"])
            for (phase, visit) in [("cold", cold), ("warm", warm), ("offline", offline)] {
                if visit.status != 0 { report.notes.append("\(screen.name), \(phase): spacex exited \(visit.status).") }
                if visit.showedSample {
                    report.notes.append("\(screen.name), \(phase): showed the built-in sample data, not the API's.")
                }
            }
            maxima.cold = max(maxima.cold, cold.requests)
            maxima.warm = max(maxima.warm, warm.requests)
            maxima.offline = max(maxima.offline, offline.requests)
            if index == 0, let first = cold.recorded.first {
                listPage = ListPage(body: first.body, bytes: first.responseByteCount)
            }
            table.rows.append([
                screen.name, "\(cold.requests)", Format.bytes(cold.bytes), "\(warm.requests)", "\(offline.requests)",
                cold.recorded.map { "\($0.method) \($0.path)" }.joined(separator: ", "),
            ])
        }
        report.tables.append(table)
        let failed = !report.notes.isEmpty
        let budget = { (name: String, measured: Int, limit: Double) in
            Budget(
                name: name, measured: failed ? nil : Double(measured), limit: limit, format: Format.count,
                missingReason: "a visit failed, see the notes")
        }
        report.budgets = [
            budget("cold requests per screen (most of any screen)", maxima.cold, 1),
            budget("warm requests per screen (most of any screen)", maxima.warm, 0),
            budget("offline requests per screen (most of any screen)", maxima.offline, 0),
        ]
        guard let listPage else { throw BenchError("`spacex launches` sent no request on a cold cache") }
        return (report, listPage)
    }

    private func visit(_ command: SpaceXCommand, _ arguments: [String]) throws -> Visit {
        fixtures.server.reset()
        let outcome = try command.process(arguments, capturesOutput: true).run()
        let recorded = fixtures.server.requests
        return Visit(
            requests: recorded.count, bytes: recorded.reduce(0) { $0 + $1.responseByteCount },
            status: outcome.status,
            showedSample: (outcome.standardOutput + outcome.standardError).lowercased().contains("sample data"),
            recorded: recorded)
    }
}

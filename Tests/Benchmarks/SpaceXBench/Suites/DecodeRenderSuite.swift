import Foundation
import LaunchesCore
import LaunchesUI
import RepositoryDefinitions
import RepositoryImplementations
import SharedPresentation
import SpaceXAPI

/// 2 and 3. Decoding the launches fixture into typed models against `JSONSerialization`, and rendering the
/// launches list and a launch detail, all in one process with the runs interleaved.
struct DecodeRenderSuite {
    /// Keeps every result alive so the optimiser cannot drop the work measured.
    private final class Sink {
        var total = 0
    }

    /// What is timed, in table order.
    private enum Job: String, CaseIterable {
        case decodeTyped = "decode 205 launches, typed"
        case parseUntyped = "parse 205 launches, JSONSerialization"
        case present200 = "present 200 rows (LaunchPresenter)"
        case list200Plain = "render list, 200 rows, plain"
        case list200ANSI = "render list, 200 rows, ANSI"
        case list2000Plain = "render list, 2,000 rows, plain"
        case list2000ANSI = "render list, 2,000 rows, ANSI"
        case detailPlain = "render launch detail, plain"
        case detailANSI = "render launch detail, ANSI"
    }

    /// The moment statuses and ages are judged at: after the last launch of the fixtures, before the upcoming ones.
    static let now = Date(timeIntervalSince1970: 1_667_260_800)  // 2022-11-01T00:00:00Z
    /// The width of the rendered screens.
    static let width = 120

    let fixtures: BenchFixtures
    /// Measured runs of each job.
    let runs: Int

    /// Measures decode and render and checks their budgets.
    func run() throws -> SuiteReport {
        var report = SuiteReport(
            title: "2–3. Decode and render",
            method:
                "Median of \(runs) interleaved runs each, in one process. Decode: the \(Self.launchCount) launches "
                + "of launches-v4.json into `[Launch]` with `SpaceXJSON.makeDecoder()`, against "
                + "`JSONSerialization.jsonObject` on the same bytes. Render: `LaunchesListScreen` (`selection: nil, "
                + "viewportHeight: nil`) and `LaunchDetailScreen` at \(Self.width) columns through `TextRenderer`, "
                + "from rows already presented; the rows are the list documents the fake API sends, newest first.")
        let data = fixtures.launchesData
        let decoded = try SpaceXJSON.makeDecoder().decode([SpaceXDocument<Launch>].self, from: data).map(\.value)
        guard decoded.count == Self.launchCount else {
            throw BenchError("launches-v4.json decoded to \(decoded.count) launches, not \(Self.launchCount)")
        }
        let presenter = LaunchPresenter(timeZone: LaunchFilter.utc, now: Self.now)
        let listLaunches = Array(try fixtures.listLaunchesNewestFirst().prefix(200))
        let rows200 = listLaunches.map(presenter.row(for:))
        let rows2000 = (0..<10).flatMap { copy in
            rows200.map {
                LaunchRow(
                    id: "\($0.id)-\(copy)", mission: $0.mission, site: $0.site, date: $0.date, status: $0.status,
                    flightNumber: $0.flightNumber)
            }
        }
        let detail = presenter.detail(for: try fixtures.detailLaunch(), isComplete: true)

        let sink = Sink()
        let work: [Job: () throws -> Void] = [
            .decodeTyped: {
                sink.total += try SpaceXJSON.makeDecoder().decode([SpaceXDocument<Launch>].self, from: data)
                    .map(\.value).count
            },
            .parseUntyped: { sink.total += (try JSONSerialization.jsonObject(with: data) as? [Any])?.count ?? 0 },
            .present200: { sink.total += listLaunches.map(presenter.row(for:)).count },
            .list200Plain: { sink.total += Self.renderList(rows200, .plain) },
            .list200ANSI: { sink.total += Self.renderList(rows200, .ansi) },
            .list2000Plain: { sink.total += Self.renderList(rows2000, .plain) },
            .list2000ANSI: { sink.total += Self.renderList(rows2000, .ansi) },
            .detailPlain: { sink.total += Self.renderDetail(detail, .plain) },
            .detailANSI: { sink.total += Self.renderDetail(detail, .ansi) },
        ]
        let medians = try Stopwatch.interleavedMedians(runs: runs, Job.allCases.map { work[$0]! })
        let median = Dictionary(uniqueKeysWithValues: zip(Job.allCases, medians))
        let decode200 = median[.decodeTyped]! * 200 / Double(Self.launchCount)
        let ratios: [Job: (value: Double, of: String)] = [
            .decodeTyped: (median[.decodeTyped]! / median[.parseUntyped]!, "JSONSerialization"),
            .list200Plain: (median[.list200Plain]! / decode200, "decoding 200"),
            .list200ANSI: (median[.list200ANSI]! / decode200, "decoding 200"),
            .list2000Plain: (median[.list2000Plain]! / median[.list200Plain]!, "200 rows"),
            .list2000ANSI: (median[.list2000ANSI]! / median[.list200ANSI]!, "200 rows"),
        ]

        var table = TextTable(headers: ["measurement", "median", "ratio"])
        for job in Job.allCases {
            let ratio = ratios[job].map { Format.ratio($0.value) + " of " + $0.of } ?? ""
            table.rows.append([job.rawValue, Format.duration(median[job]!), ratio])
        }
        table.rows.insert(["decode 200 launches (205 scaled)", Format.duration(decode200), ""], at: 2)
        report.tables.append(table)
        report.budgets = [
            Budget(
                name: "decode / JSONSerialization", measured: ratios[.decodeTyped]!.value, limit: 2,
                format: Format.ratio),
            Budget(
                name: "render 200 rows plain / decode 200", measured: ratios[.list200Plain]!.value, limit: 1,
                format: Format.ratio),
            Budget(
                name: "render 200 rows ANSI / decode 200", measured: ratios[.list200ANSI]!.value, limit: 1,
                format: Format.ratio),
            Budget(
                name: "render 2,000 rows / 200 rows, plain", measured: ratios[.list2000Plain]!.value, limit: 12,
                format: Format.ratio),
            Budget(
                name: "render 2,000 rows / 200 rows, ANSI", measured: ratios[.list2000ANSI]!.value, limit: 12,
                format: Format.ratio),
        ]
        if sink.total == 0 { report.notes.append("nothing was decoded or rendered") }
        return report
    }

    private static let launchCount = 205

    private static func renderList(_ rows: [LaunchRow], _ renderer: TextRenderer) -> Int {
        let screen = LaunchesListScreen(
            state: .loaded(rows, freshness: .live), filterSummary: nil,
            frame: PagedListFrame(pagination: .endOfList, now: now), totalCount: rows.count)
        return renderer.render(screen, width: width).count
    }

    private static func renderDetail(_ detail: LaunchDetail, _ renderer: TextRenderer) -> Int {
        let screen = LaunchDetailScreen(
            detail: detail, isLoading: false, error: nil, freshness: .live, focus: nil, now: now, backTitle: nil)
        return renderer.render(screen, width: width).count
    }
}

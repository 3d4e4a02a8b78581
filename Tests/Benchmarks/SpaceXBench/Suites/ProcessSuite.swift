import Foundation

/// 4. The whole process: `spacex launches --offline` on a warm cache against a Swift program that links
/// Foundation and prints one line, and a cold `spacex launches` against `curl` fetching the same query.
struct ProcessSuite {
    /// One program of the start-up comparison.
    private struct Program {
        let name: String
        let process: ChildProcess
    }

    let options: BenchOptions
    let fixtures: BenchFixtures
    /// The cold list page exactly as `spacex launches` asked for it in suite 1.
    let listPage: TrafficSuite.ListPage
    let workDirectory: URL
    /// Measured runs of each timed program.
    let runs: Int
    /// Measured runs of each program under GNU time.
    let memoryRuns: Int

    /// Times both comparisons and checks their budgets.
    func run() throws -> SuiteReport {
        var report = SuiteReport(
            title: "4. Whole process",
            method:
                "Wall time: median of \(runs) interleaved runs, spawned with `posix_spawn`, output to /dev/null. "
                + "Peak RSS: median of \(memoryRuns) runs under GNU `time -f %M` (maximum resident set size). "
                + "The floor is Tests/Benchmarks/Floors/Foundation (`swiftc -O`, prints one line through "
                + "Foundation); Floors/Networking also links FoundationNetworking, for reference only. Cold runs "
                + "get a new empty cache folder each (made outside the timing); `curl` posts the exact body "
                + "`spacex launches` sent to the same loopback fake.")
        let warm = SpaceXCommand(
            executable: options.spacex, baseURL: fixtures.server.baseURL,
            cacheDirectory: workDirectory.appendingPathComponent("process-warm"))
        try warm.emptyCache()
        _ = try warm.process(["launches"]).runExpectingSuccess()
        let shown = try warm.process(["launches", "--offline"], capturesOutput: true).runExpectingSuccess()
        guard shown.standardOutput.contains("Launches"),
            !(shown.standardOutput + shown.standardError).lowercased().contains("sample data")
        else {
            throw BenchError("`spacex launches --offline` did not show the cached list:\n\(shown.standardOutput)")
        }

        var programs = [
            Program(
                name: "floor: one line through Foundation",
                process: ChildProcess(executable: options.floor, arguments: [], environment: ChildEnvironment.make()))
        ]
        if let networkingFloor = options.networkingFloor {
            programs.append(
                Program(
                    name: "reference: floor + FoundationNetworking",
                    process: ChildProcess(
                        executable: networkingFloor, arguments: [], environment: ChildEnvironment.make())))
        }
        programs.append(
            Program(name: "spacex launches --offline, warm cache", process: warm.process(["launches", "--offline"])))
        let wall = try Stopwatch.interleavedMedians(
            runs: runs, programs.map { program in { _ = try program.process.runExpectingSuccess() } })
        let memory = try options.time.map { try peakMemory(of: programs.map(\.process), probe: $0) }

        var table = TextTable(headers: ["program", "wall (median)", "peak RSS (median)", "vs floor"])
        for (index, program) in programs.enumerated() {
            let ratios =
                index == 0
                ? ""
                : "wall " + Format.ratio(wall[index] / wall[0])
                    + (memory.map { ", RSS " + Format.ratio($0[index] / $0[0]) } ?? "")
            table.rows.append([
                program.name, Format.duration(wall[index]),
                memory.map { Format.megabytes(kilobytes: $0[index]) } ?? "—", ratios,
            ])
        }
        let last = programs.count - 1
        if options.networkingFloor != nil {
            let memoryNote = memory.map {
                ", peak RSS " + Format.ratio($0[1] / $0[0]) + " (spacex: " + Format.ratio($0[last] / $0[1]) + " of it)"
            }
            report.notes.append(
                "Linking FoundationNetworking alone (libcurl and its libraries) costs wall "
                    + Format.ratio(wall[1] / wall[0]) + " of the floor (spacex: " + Format.ratio(wall[last] / wall[1])
                    + " of it)" + (memoryNote ?? "") + ".")
        }
        report.budgets.append(
            Budget(name: "offline warm wall / floor", measured: wall[last] / wall[0], limit: 1.5, format: Format.ratio))
        report.budgets.append(
            Budget(
                name: "offline warm peak RSS / floor", measured: memory.map { $0[last] / $0[0] }, limit: 1.5,
                format: Format.ratio, missingReason: "GNU time not found"))

        if let curl = options.curl {
            let (cold, fetch) = try coldAgainstCurl(curl)
            table.rows.append(["curl: the same list query, cold", Format.duration(fetch), "—", ""])
            table.rows.append([
                "spacex launches, cold cache", Format.duration(cold), "—",
                "wall " + Format.ratio(cold / fetch) + " of curl",
            ])
            report.budgets.append(
                Budget(name: "cold list wall / curl", measured: cold / fetch, limit: 2.5, format: Format.ratio))
        } else {
            report.budgets.append(
                Budget(
                    name: "cold list wall / curl", measured: nil, limit: 2.5, format: Format.ratio,
                    missingReason: "curl not found"))
        }
        report.tables.append(table)
        return report
    }

    /// The median peak RSS of each process, in kilobytes, measured round-robin.
    private func peakMemory(of processes: [ChildProcess], probe time: String) throws -> [Double] {
        let probe = PeakMemoryProbe(timeCommand: time)
        var samples = Array(repeating: [Double](), count: processes.count)
        for _ in 0..<memoryRuns {
            for (index, process) in processes.enumerated() {
                samples[index].append(
                    Double(
                        try probe.peakKilobytes(
                            of: process.executable, arguments: process.arguments, environment: process.environment)))
            }
        }
        return samples.map(Statistics.median)
    }

    /// The median wall times of a cold `spacex launches` and of `curl` posting the same body, interleaved.
    private func coldAgainstCurl(_ curl: String) throws -> (spacex: Double, curl: Double) {
        let bodyFile = workDirectory.appendingPathComponent("list-page-body.json")
        try listPage.body.write(to: bodyFile)
        let fetch = ChildProcess(
            executable: curl,
            arguments: [
                "-sS", "--fail", "-X", "POST", "-H", "Content-Type: application/json", "-H", "Accept: application/json",
                "--data-binary", "@" + bodyFile.path, fixtures.server.baseURL.absoluteString + "/v5/launches/query",
            ],
            environment: ChildEnvironment.make())
        var check = fetch
        check.capturesOutput = true
        let answer = try check.runExpectingSuccess().standardOutput
        guard answer.utf8.count == listPage.bytes else {
            throw BenchError("curl got \(answer.utf8.count) bytes, spacex got \(listPage.bytes) for the same query")
        }
        let warmUp = 3
        var samples: [[Double]] = [[], []]
        for run in 0..<(warmUp + runs) {
            let command = SpaceXCommand(
                executable: options.spacex, baseURL: fixtures.server.baseURL,
                cacheDirectory: workDirectory.appendingPathComponent("process-cold-\(run)"))
            try command.emptyCache()
            let cold = try command.process(["launches"]).runExpectingSuccess().seconds
            let fetched = try fetch.runExpectingSuccess().seconds
            try? FileManager.default.removeItem(at: command.cacheDirectory)
            guard run >= warmUp else { continue }
            samples[0].append(cold)
            samples[1].append(fetched)
        }
        return (Statistics.median(samples[0]), Statistics.median(samples[1]))
    }
}

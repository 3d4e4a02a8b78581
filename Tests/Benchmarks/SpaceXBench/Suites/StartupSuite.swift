import Foundation

/// 6. Start-up of the release: the static binary (`scripts/release`) against the dynamic one, a cached first screen
/// against the networking floors, and the built-in archive's first screen (no saved answer) against a cached one;
/// with the binaries' sizes.
struct StartupSuite {
    /// One program of the start-up comparison.
    private struct Program {
        let name: String
        let process: ChildProcess
    }

    let options: BenchOptions
    let fixtures: BenchFixtures
    let workDirectory: URL
    /// Measured runs of each program.
    let runs: Int

    /// Times every program interleaved and checks the two budgets.
    func run() throws -> SuiteReport {
        guard let staticSpacex = options.staticSpacex, let staticFloor = options.staticNetworkingFloor,
            let networkingFloor = options.networkingFloor
        else {
            throw BenchError("the start-up step needs --static-spacex, --static-networking-floor, --networking-floor")
        }
        var report = SuiteReport(
            title: "6. Start-up: static vs dynamic, archive vs cache",
            method:
                "Wall and CPU time (user + system): median of \(runs) interleaved runs of each program, spawned with `posix_spawn`, output to "
                + "/dev/null. The static `spacex` is what `scripts/release` ships (`--static-swift-stdlib`, stripped); "
                + "the dynamic one is `swift build -c release`. The floors are Tests/Benchmarks/Floors/Networking "
                + "(prints one line, links FoundationNetworking) built with `swiftc -O` and with `-static-stdlib`. "
                + "Cached: `spacex launches --offline` with the answer saved by an earlier run against the fake API. "
                + "Archive: the same command with an empty cache folder, so the built-in archive answers (nothing "
                + "is saved from it; the folder stays empty).")

        let cached = { (executable: String) in
            SpaceXCommand(
                executable: executable, baseURL: fixtures.server.baseURL,
                cacheDirectory: workDirectory.appendingPathComponent("startup-cached"))
        }
        let archive = { (executable: String) in
            SpaceXCommand(
                executable: executable, baseURL: fixtures.server.baseURL,
                cacheDirectory: workDirectory.appendingPathComponent("startup-archive"))
        }
        try cached(staticSpacex).emptyCache()
        try archive(staticSpacex).emptyCache()
        _ = try cached(staticSpacex).process(["launches"]).runExpectingSuccess()
        for executable in [staticSpacex, options.spacex] {
            let saved = try cached(executable).process(["launches", "--offline"], capturesOutput: true)
                .runExpectingSuccess()
            let built = try archive(executable).process(["launches", "--offline"], capturesOutput: true)
                .runExpectingSuccess()
            // Script output no longer says "Cached" (that line is the browser's): the cached run is the one that
            // shows launches without the built-in copy's warning.
            guard saved.standardOutput.contains("Launches"), !saved.standardError.contains("built-in copy"),
                built.standardError.contains("built-in copy"), built.standardOutput.contains("Launches")
            else {
                throw BenchError(
                    "\(executable): the cached and archive runs did not show what they should:\n"
                        + saved.standardOutput + built.standardOutput + built.standardError)
            }
        }

        let floorEnvironment = ChildEnvironment.make()
        let programs = [
            Program(
                name: "networking floor, static (`-static-stdlib`)",
                process: ChildProcess(executable: staticFloor, arguments: [], environment: floorEnvironment)),
            Program(
                name: "networking floor, dynamic",
                process: ChildProcess(executable: networkingFloor, arguments: [], environment: floorEnvironment)),
            Program(
                name: "spacex launches --offline, cached, static",
                process: cached(staticSpacex).process(["launches", "--offline"])),
            Program(
                name: "spacex launches --offline, cached, dynamic",
                process: cached(options.spacex).process(["launches", "--offline"])),
            Program(
                name: "spacex launches --offline, archive, static",
                process: archive(staticSpacex).process(["launches", "--offline"])),
            Program(
                name: "spacex launches --offline, archive, dynamic",
                process: archive(options.spacex).process(["launches", "--offline"])),
        ]
        let (wall, cpu) = try interleavedMedians(programs.map(\.process))
        let leftovers = try FileManager.default.contentsOfDirectory(
            atPath: archive(staticSpacex).cacheDirectory.path)
        guard leftovers.isEmpty else { throw BenchError("the archive runs saved answers: \(leftovers)") }

        var table = TextTable(headers: [
            "program", "wall (median)", "vs static floor", "CPU (median)", "vs static floor",
        ])
        for (index, program) in programs.enumerated() {
            table.rows.append([
                program.name, Format.duration(wall[index]), index == 0 ? "" : Format.ratio(wall[index] / wall[0]),
                Format.duration(cpu[index]), index == 0 ? "" : Format.ratio(cpu[index] / cpu[0]),
            ])
        }
        report.tables.append(table)

        var sizes = TextTable(headers: ["binary", "size"])
        for (name, path) in [
            ("spacex, static, stripped (the release)", staticSpacex),
            ("spacex, dynamic (swift build -c release)", options.spacex),
            ("networking floor, static", staticFloor), ("networking floor, dynamic", networkingFloor),
        ] {
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            sizes.rows.append([name, size.map(Format.bytes) ?? "—"])
        }
        report.tables.append(sizes)

        report.notes.append(
            "Static vs dynamic: cached \(Format.ratio(wall[2] / wall[3])), archive \(Format.ratio(wall[4] / wall[5])) "
                + "of the dynamic binary's time; archive vs cached: static \(Format.ratio(wall[4] / wall[2])), "
                + "dynamic \(Format.ratio(wall[5] / wall[3])).")
        report.budgets.append(
            Budget(
                name: "cached start / static networking floor (static binary)", measured: wall[2] / wall[0],
                limit: 1.2, format: Format.ratio))
        report.budgets.append(
            Budget(
                name: "archive start / cached start (static binary)", measured: wall[4] / wall[2], limit: 1.2,
                format: Format.ratio))
        report.budgets.append(
            Budget(
                name: "CPU: cached start / static networking floor", measured: cpu[2] / cpu[0], limit: 1.2,
                format: Format.ratio))
        report.budgets.append(
            Budget(
                name: "CPU: archive start / cached start (static)", measured: cpu[4] / cpu[2], limit: 1.2,
                format: Format.ratio))
        var load = ""
        if let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            load = " Load average when the step ended: \(text.split(separator: " ").prefix(3).joined(separator: ", "))."
        }
        report.notes.append(
            "Wall time counts waiting for a core on a busy machine; CPU time (user + system, from `wait4`) does "
                + "not, so its ratios hold when other work runs." + load)
        return report
    }

    /// Runs every process `runs` times, interleaved (after 3 unmeasured rounds); the median wall and CPU seconds
    /// of each.
    private func interleavedMedians(_ processes: [ChildProcess]) throws -> (wall: [Double], cpu: [Double]) {
        var wall = Array(repeating: [Double](), count: processes.count)
        var cpu = wall
        for round in 0..<(3 + runs) {
            for (index, process) in processes.enumerated() {
                let outcome = try process.runExpectingSuccess()
                guard round >= 3 else { continue }
                wall[index].append(outcome.seconds)
                cpu[index].append(outcome.cpuSeconds)
            }
        }
        return (wall.map(Statistics.median), cpu.map(Statistics.median))
    }
}

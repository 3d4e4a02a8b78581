import Foundation
import LaunchesCore
import PictureLoading
import RepositoryDefinitions
import RepositoryImplementations
import TerminalImages

/// 5. Pictures: decoding a 1600×1200 baseline JPEG and PNG against the C decoders from the Debian registry
/// (`djpeg` of libjpeg-turbo, `pngtopnm` of netpbm over libpng), and scaling plus encoding to 80×40 cells for
/// every output protocol.
struct PictureSuite {
    /// Keeps every result alive so the optimiser cannot drop the work measured.
    private final class Sink {
        var total = 0
    }

    /// A scratch folder for the generated files.
    let workDirectory: URL
    /// Measured runs of each job.
    let runs: Int
    /// For the peak-memory figure: the release binary, GNU time, the fixtures and how many runs (nil: skipped).
    var memory: (spacex: String, time: String, fixtures: BenchFixtures, runs: Int)?

    static let width = 1600
    static let height = 1200

    /// Measures, or reports what could not be measured (a missing tool is a note, not a failure).
    func run() throws -> SuiteReport {
        var report = SuiteReport(
            title: "5. Pictures",
            method:
                "A deterministic 1600×1200 photo-like picture (gradients, stripes and noise) written as PPM, then "
                + "encoded by `cjpeg -quality 90` (baseline, 4:2:0) and `pnmtopng`. Decode: median of \(runs) "
                + "interleaved runs of `ImageDecoder.decode` in this process, against the median wall time of "
                + "`djpeg -outfile /dev/null` and `pngtopnm >/dev/null` minus the same tool on a 1×1 file (its "
                + "start-up). Scale and encode: `TerminalPictureRenderer` from the decoded JPEG to 80×40 cells of "
                + "10×20 px, for each protocol.")
        let ppm = workDirectory.appendingPathComponent("photo.ppm")
        let tiny = workDirectory.appendingPathComponent("tiny.ppm")
        try Self.ppm(width: Self.width, height: Self.height).write(to: ppm)
        try Self.ppm(width: 1, height: 1).write(to: tiny)
        let jpeg = workDirectory.appendingPathComponent("photo.jpg")
        let png = workDirectory.appendingPathComponent("photo.png")
        let tinyJPEG = workDirectory.appendingPathComponent("tiny.jpg")
        let tinyPNG = workDirectory.appendingPathComponent("tiny.png")
        let tools = ["cjpeg", "djpeg", "pnmtopng", "pngtopnm"].map { ($0, Self.which($0)) }
        let missing = tools.filter { $0.1 == nil }.map(\.0)
        guard missing.isEmpty else {
            report.notes.append(
                "not measured: \(missing.joined(separator: ", ")) not on PATH (apt-get install libjpeg-turbo-progs "
                    + "netpbm)")
            report.budgets = Self.unmeasured("tools missing")
            return report
        }
        try Self.shell("cjpeg -quality 90 -outfile '\(jpeg.path)' '\(ppm.path)'")
        try Self.shell("cjpeg -quality 90 -outfile '\(tinyJPEG.path)' '\(tiny.path)'")
        try Self.shell("pnmtopng '\(ppm.path)' > '\(png.path)'")
        try Self.shell("pnmtopng '\(tiny.path)' > '\(tinyPNG.path)'")
        let jpegBytes = [UInt8](try Data(contentsOf: jpeg))
        let pngBytes = [UInt8](try Data(contentsOf: png))
        let decoded = try ImageDecoder.decode(jpegBytes)
        guard decoded.width == Self.width, decoded.height == Self.height,
            try ImageDecoder.decode(pngBytes).width == Self.width
        else { throw BenchError("the generated pictures did not decode to 1600×1200") }

        let sink = Sink()
        let protocols: [TerminalGraphicsProtocol] = [.blocks, .kitty, .iterm2, .sixel]
        var jobs: [() throws -> Void] = [
            { sink.total += try ImageDecoder.decode(jpegBytes).width },
            { sink.total += try ImageDecoder.decode(pngBytes).width },
        ]
        for graphicsProtocol in protocols {
            let renderer = TerminalPictureRenderer(graphicsProtocol: graphicsProtocol)
            jobs.append {
                let picture = renderer.render(decoded, maxColumns: 80, maxRows: 40)
                sink.total += (picture?.lines.count ?? 0) + (picture?.escape.utf8.count ?? 0)
            }
        }
        // The scaling alone, as the renderer does it for each protocol (blocks: a pixel per half cell over black;
        // kitty and iTerm2: the cells' pixel size; sixel: the same over black).
        let grid = CellGrid.fitting(
            imageWidth: Self.width, imageHeight: Self.height, maxColumns: 80, maxRows: 40, cell: .fallback)
        let ratio = min(
            Double(grid.columns * CellPixelSize.fallback.width) / Double(Self.width),
            Double(grid.rows * CellPixelSize.fallback.height) / Double(Self.height))
        let pixelWidth = Int((Double(Self.width) * ratio).rounded())
        let pixelHeight = Int((Double(Self.height) * ratio).rounded())
        jobs += [
            { sink.total += AreaScaler.scale(decoded, width: grid.columns, height: grid.rows * 2, over: .black).width },
            { sink.total += AreaScaler.scale(decoded, width: pixelWidth, height: pixelHeight).width },
            { sink.total += AreaScaler.scale(decoded, width: pixelWidth, height: pixelHeight, over: .black).width },
        ]
        let medians = try Stopwatch.interleavedMedians(runs: runs, jobs)
        let processRuns = max(5, runs / 2)
        let djpeg = try Self.processMedian("djpeg -outfile /dev/null '\(jpeg.path)'", runs: processRuns)
        let djpegFloor = try Self.processMedian("djpeg -outfile /dev/null '\(tinyJPEG.path)'", runs: processRuns)
        let pngtopnm = try Self.processMedian("pngtopnm '\(png.path)' > /dev/null", runs: processRuns)
        let pngFloor = try Self.processMedian("pngtopnm '\(tinyPNG.path)' > /dev/null", runs: processRuns)
        let cJPEG = max(1e-6, djpeg - djpegFloor)
        let cPNG = max(1e-6, pngtopnm - pngFloor)

        var decode = TextTable(headers: ["decode 1600×1200", "file", "Swift", "C (net of start-up)", "ratio"])
        decode.rows = [
            [
                "baseline JPEG", Format.bytes(jpegBytes.count), Format.duration(medians[0]), Format.duration(cJPEG),
                Format.ratio(medians[0] / cJPEG),
            ],
            [
                "PNG (RGB, zlib)", Format.bytes(pngBytes.count), Format.duration(medians[1]), Format.duration(cPNG),
                Format.ratio(medians[1] / cPNG),
            ],
        ]
        var encode = TextTable(headers: ["scale + encode 1600×1200 → 80×40 cells", "median", "of which scaling"])
        // Indices of the scaling jobs (after the two decodes and the four renders) for each protocol.
        let scaling = [2 + protocols.count, 3 + protocols.count, 3 + protocols.count, 4 + protocols.count]
        for (index, graphicsProtocol) in protocols.enumerated() {
            encode.rows.append([
                graphicsProtocol.rawValue, Format.duration(medians[2 + index]),
                Format.duration(medians[scaling[index]]),
            ])
        }
        report.tables = [decode, encode]
        report.notes.append(
            "djpeg and pngtopnm were \(Format.duration(djpeg)) and \(Format.duration(pngtopnm)) as whole processes; "
                + "a 1×1 file took \(Format.duration(djpegFloor)) and \(Format.duration(pngFloor)).")
        report.notes.append(
            "blocks draws \(grid.columns)×\(grid.rows) colour cells; kitty and iTerm2 send the picture at the cells' pixel size "
                + "(800×600, 1.9 MB of RGBA before base64, the iTerm2 one as a stored PNG); sixel draws 800×600 "
                + "dithered pixels. Their cost is mostly the bytes the terminal must receive. "
                + "Scaling: \(grid.columns)×\(grid.rows * 2) px over black for blocks, \(pixelWidth)×\(pixelHeight) px "
                + "for kitty and iTerm2, and over black for sixel. From a megapixel (scaling) or a megabyte (encoding) "
                + "the work is split over the machine's cores: the figures are wall time on the calling thread.")
        report.budgets = [
            Budget(name: "JPEG decode / djpeg", measured: medians[0] / cJPEG, limit: 3, format: Format.ratio),
            Budget(name: "PNG decode / pngtopnm", measured: medians[1] / cPNG, limit: 3, format: Format.ratio),
        ]
        for (index, graphicsProtocol) in protocols.enumerated() {
            report.budgets.append(
                Budget(
                    name: "scale + encode to 80×40, \(graphicsProtocol.rawValue)", measured: medians[2 + index],
                    limit: 0.005, format: Format.duration))
        }
        if let memory {
            let (with, without) = try peakMemory(jpeg: Data(jpegBytes), memory)
            var table = TextTable(headers: ["spacex launch <Falcon Heavy Test Flight>, 1600×1200 photo", "peak RSS"])
            table.rows = [
                ["--images none", Format.megabytes(kilobytes: without)],
                ["--images blocks (decode, scale, print)", Format.megabytes(kilobytes: with)],
                ["--images kitty", Format.megabytes(kilobytes: try peakKitty(memory))],
            ]
            report.tables.append(table)
            report.notes.append(
                "Peak RSS: median of \(memory.runs) runs under GNU `time -f %M`, the photo served from the picture "
                    + "cache (seeded with the 1600×1200 JPEG under the launch's real patch address), the JSON from the "
                    + "fake API. The decoded picture alone is 7.7 MB of RGBA.")
        }
        if sink.total == 0 { report.notes.append("nothing was decoded or encoded") }
        return report
    }

    /// Median peak RSS of the launch detail with and without the picture, in kilobytes.
    private func peakMemory(
        jpeg: Data, _ memory: (spacex: String, time: String, fixtures: BenchFixtures, runs: Int)
    ) throws -> (with: Double, without: Double) {
        let cache = workDirectory.appendingPathComponent("memory-cache", isDirectory: true)
        try Self.seed(jpeg, cache: cache, fixtures: memory.fixtures)
        return (
            try Self.medianPeak(memory, ["--images", "blocks"], cache: cache),
            try Self.medianPeak(memory, ["--images", "none"], cache: cache)
        )
    }

    private func peakKitty(_ memory: (spacex: String, time: String, fixtures: BenchFixtures, runs: Int)) throws
        -> Double
    {
        try Self.medianPeak(
            memory, ["--images", "kitty"],
            cache: workDirectory.appendingPathComponent("memory-cache", isDirectory: true))
    }

    /// Makes `cache` a fresh cache folder whose picture store holds `picture` for the detail launch's address.
    static func seed(_ picture: Data, cache: URL, fixtures: BenchFixtures) throws {
        try? FileManager.default.removeItem(at: cache)
        guard let address = try fixtures.detailLaunch().preferredImage else {
            throw BenchError("the detail launch has no picture address")
        }
        let store = DiskCacheStore(directory: cache.appendingPathComponent("pictures", isDirectory: true))
        let entry = CacheEntry(body: picture, storedAt: Date(), maxAge: PictureLoader.storedMaxAge)
        let stored = blocking { () async -> Bool in
            (try? await store.store(entry, for: PictureLoader.cacheKey(for: address))) != nil
        }
        guard stored else { throw BenchError("could not seed the picture cache at \(cache.path)") }
    }

    /// Median peak RSS, in kilobytes, of `spacex launch <detail launch> images…` with the cache at `cache`.
    static func medianPeak(
        _ memory: (spacex: String, time: String, fixtures: BenchFixtures, runs: Int), _ images: [String],
        cache: URL
    ) throws -> Double {
        let probe = PeakMemoryProbe(timeCommand: memory.time)
        let environment = ChildEnvironment.make([
            "SPACEX_API_URL": memory.fixtures.server.baseURL.absoluteString, "SPACEX_CACHE_DIR": cache.path,
        ])
        let arguments = ["launch", memory.fixtures.detailLaunchID] + images
        return Statistics.median(
            try (0..<memory.runs).map { _ in
                Double(try probe.peakKilobytes(of: memory.spacex, arguments: arguments, environment: environment))
            })
    }

    /// Runs async `work` to completion from this synchronous tool.
    static func blocking<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let box = Box<Value>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// Carries one value out of a detached task.
    final class Box<Value>: @unchecked Sendable {
        // @unchecked: written once by the task before it signals, read only after the wait returns.
        var value: Value?
    }

    private static func unmeasured(_ reason: String) -> [Budget] {
        ["JPEG decode / djpeg", "PNG decode / pngtopnm"].map {
            Budget(name: $0, measured: nil, limit: 3, format: Format.ratio, missingReason: reason)
        }
    }

    /// A binary PPM: smooth colour gradients, diagonal stripes and a little deterministic noise, like a photo
    /// (flat pictures would flatter the decoders).
    static func ppm(width: Int, height: Int) -> Data {
        var bytes = [UInt8]("P6\n\(width) \(height)\n255\n".utf8)
        bytes.reserveCapacity(bytes.count + width * height * 3)
        var seed: UInt32 = 2_463_534_242
        for y in 0..<height {
            for x in 0..<width {
                seed ^= seed << 13
                seed ^= seed >> 17
                seed ^= seed << 5
                let noise = Int(seed & 15) - 8
                let stripe = ((x + y) / 40) % 2 == 0 ? 24 : 0
                let red = x * 255 / max(1, width - 1)
                let green = y * 255 / max(1, height - 1)
                let blue = 128 + Int(100 * sin(Double(x) / 60) * cos(Double(y) / 45))
                for value in [red + noise, green - stripe + noise, blue + noise] {
                    bytes.append(UInt8(min(255, max(0, value))))
                }
            }
        }
        return Data(bytes)
    }

    static func which(_ tool: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func shell(_ command: String) throws {
        _ = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", command], environment: ProcessInfo.processInfo.environment
        ).runExpectingSuccess()
    }

    static func processMedian(_ command: String, runs: Int) throws -> Double {
        let process = ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "exec " + command],
            environment: ProcessInfo.processInfo.environment)
        _ = try process.runExpectingSuccess()
        return Statistics.median(try (0..<runs).map { _ in try process.runExpectingSuccess().seconds })
    }
}

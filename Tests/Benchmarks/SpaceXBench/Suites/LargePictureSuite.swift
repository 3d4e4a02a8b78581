import Foundation
import TerminalImages

/// 5b. Large pictures (issue 27 item 4): pictures within the documented limits (20 MB, 40 megapixels) that took
/// gigabytes when decoded at full size. Peak memory of the release binary drawing each, and the time of a
/// 40-megapixel JPEG thumbnail against `djpeg -scale 1/8` on the same file.
struct LargePictureSuite {
    /// A scratch folder for the generated files.
    let workDirectory: URL
    /// Measured runs of the thumbnail decode.
    let runs: Int
    /// The release binary, GNU time, the fixtures and how many runs per figure (nil: no memory figures).
    let memory: (spacex: String, time: String, fixtures: BenchFixtures, runs: Int)?

    /// The box a thumbnail is decoded to: 16 columns by 4 rows of 10 × 20 px cells.
    static let thumbnail = (width: 160, height: 80)

    /// The pictures `Tests/Benchmarks/make-large-pictures.py` writes, with what they are.
    static let pictures = [
        ("large-16.png", "6320×6320 PNG, RGB 16-bit"), ("large-8.png", "6320×6320 PNG, RGB 8-bit"),
        ("large-progressive.jpg", "7300×5479 progressive JPEG (40 MP)"),
        ("large-baseline.jpg", "7300×5479 baseline JPEG (40 MP)"),
    ]

    func run() throws -> SuiteReport {
        var report = SuiteReport(
            title: "5b. Large pictures",
            method:
                "The pictures of issue 27 item 4, written by `Tests/Benchmarks/make-large-pictures.py` (python3, "
                + "cjpeg): peak RSS (GNU `time -f %M`, median of \(memory?.runs ?? 0)) of `spacex launch <Falcon "
                + "Heavy Test Flight> --images blocks|kitty` with each served from the picture cache; and a "
                + "40-megapixel baseline JPEG decoded to a \(Self.thumbnail.width)×\(Self.thumbnail.height) thumbnail "
                + "box (`ImageDecoder.decode` with `ImageLimits.fitting`, median of \(runs) in this process) against "
                + "`djpeg -scale 1/8 -outfile /dev/null` on the same file (median of \(runs) whole processes).")
        let folder = workDirectory.appendingPathComponent("large-pictures", isDirectory: true)
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("make-large-pictures.py")
        guard PictureSuite.which("python3") != nil, PictureSuite.which("cjpeg") != nil,
            PictureSuite.which("djpeg") != nil
        else {
            report.notes.append("not measured: python3, cjpeg or djpeg missing (apt-get install libjpeg-turbo-progs)")
            report.budgets = [
                Budget(
                    name: "40 MP JPEG thumbnail / djpeg -scale 1/8", measured: nil, limit: 2,
                    format: Format.ratio, missingReason: "tools missing")
            ]
            return report
        }
        try PictureSuite.shell("python3 '\(script.path)' '\(folder.path)'")

        // Thumbnail time against djpeg -scale 1/8.
        let jpegPath = folder.appendingPathComponent("large-baseline.jpg").path
        let jpeg = [UInt8](try Data(contentsOf: URL(fileURLWithPath: jpegPath)))
        let limits = ImageLimits.standard.fitting(width: Self.thumbnail.width, height: Self.thumbnail.height)
        var decodedSize = 0
        let swift = try Stopwatch.interleavedMedians(
            runs: runs, warmUp: 1,
            [
                { decodedSize = try ImageDecoder.decode(jpeg, limits: limits).pixels.count }
            ])[0]
        let djpeg = try PictureSuite.processMedian("djpeg -scale 1/8 -outfile /dev/null '\(jpegPath)'", runs: runs)
        var timing = TextTable(headers: ["40 MP baseline JPEG → thumbnail", "median"])
        timing.rows = [
            [
                "ImageDecoder.decode to \(Self.thumbnail.width)×\(Self.thumbnail.height) (1/8 DCT, area filter)",
                Format.duration(swift),
            ],
            ["djpeg -scale 1/8 (whole process)", Format.duration(djpeg)],
        ]
        report.tables.append(timing)
        report.budgets.append(
            Budget(
                name: "40 MP JPEG thumbnail / djpeg -scale 1/8", measured: swift / djpeg, limit: 2,
                format: Format.ratio))
        report.notes.append("the thumbnail is \(decodedSize / 4) pixels")

        guard let memory else {
            report.notes.append("peak memory not measured: GNU time missing")
            return report
        }
        var peaks = TextTable(headers: ["picture", "file", "--images blocks", "--images kitty"])
        for (name, what) in Self.pictures {
            let file = folder.appendingPathComponent(name)
            let bytes = try Data(contentsOf: file)
            let cache = workDirectory.appendingPathComponent("large-picture-cache", isDirectory: true)
            try PictureSuite.seed(bytes, cache: cache, fixtures: memory.fixtures)
            let blocks = try PictureSuite.medianPeak(memory, ["--images", "blocks"], cache: cache)
            let kitty = try PictureSuite.medianPeak(memory, ["--images", "kitty"], cache: cache)
            peaks.rows.append([
                what, Format.bytes(bytes.count), Format.megabytes(kilobytes: blocks),
                Format.megabytes(kilobytes: kitty),
            ])
            report.budgets.append(
                Budget(
                    name: "peak RSS, \(what)", measured: max(blocks, kitty) / 1024, limit: 100,
                    format: { Format.number($0, digits: 1) + " MB" }))
        }
        report.tables.append(peaks)
        return report
    }
}

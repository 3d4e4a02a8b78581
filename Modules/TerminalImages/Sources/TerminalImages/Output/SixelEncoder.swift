/// Writes DEC sixel graphics (foot, mlterm, xterm, WezTerm, Windows Terminal): a palette picture drawn in bands
/// six pixels tall, one pass per colour, with `!n` run-length encoding.
///
/// Colours are reduced to the fixed 6 × 6 × 6 cube (216 entries, 0/20/40/60/80/100 % per channel) with a 4 × 4
/// ordered dither: deterministic, fast, and with no banding on photos. Only the entries used are defined.
enum SixelEncoder {
    /// The `DCS 0;1;0 q … ST` sequence that draws `image` (which should be opaque) at its pixel size.
    /// `P2 = 1` leaves pixels no colour sets as they were, so a last band shorter than six rows paints nothing
    /// below the picture.
    public static func encode(_ image: RGBAImage) -> String {
        encode(indices: paletteIndices(image), width: image.width, height: image.height)
    }

    /// ``encode(_:)`` of `AreaScaler.scale(image, width: width, height: height, over: background)`, without the
    /// scaled picture: each scaled row goes straight to its palette indices.
    static func encode(scaling image: RGBAImage, width: Int, height: Int, over background: RGBColor) -> String {
        let width = max(1, width)
        let height = max(1, height)
        let indices = [UInt8](unsafeUninitializedCapacity: width * height) { indices, initialized in
            cubeTables.withUnsafeBufferPointer { tables in
                AreaScaler.forEachRow(image, width: width, height: height, over: background) { y, row in
                    indexRow(y, row, width: width, tables: tables.baseAddress!, into: indices.baseAddress! + y * width)
                }
            }
            initialized = width * height
        }
        return encode(indices: indices, width: width, height: height)
    }

    /// The sequence for a picture given as palette indices, row-major.
    private static func encode(indices: [UInt8], width: Int, height: Int) -> String {

        // The bands, in chunks written at once on large pictures; each chunk's bytes and the colours it used.
        let bands = (height + 5) / 6
        var parts = [(bytes: [UInt8], used: [Bool])](repeating: ([], []), count: bands)
        parts.withUnsafeMutableBufferPointer { parts in
            indices.withUnsafeBufferPointer { indices in
                ParallelChunks.forEach(of: bands, work: width * height, minimumWork: parallelMinimum) { range in
                    parts[range.lowerBound] = writeBands(range, indices, width: width, height: height)
                }
            }
        }
        var used = [Bool](repeating: false, count: 216)
        for part in parts where !part.used.isEmpty {
            for index in 0..<216 where part.used[index] { used[index] = true }
        }

        var header = Output(capacity: 64 + 216 * 20)
        header.append(Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8))
        for index in 0..<216 where used[index] {
            let percent = { (step: Int) in step * 20 }
            header.append(
                Array("#\(index);2;\(percent(index / 36));\(percent(index / 6 % 6));\(percent(index % 6))".utf8))
        }
        // The header, the bands and ST copied once, straight into the string's storage.
        let pieces = [header.bytes] + parts.map(\.bytes) + [[0x1B, UInt8(ascii: "\\")]]
        let total = pieces.reduce(0) { $0 + $1.count }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var at = 0
            for piece in pieces where !piece.isEmpty {
                piece.withUnsafeBufferPointer { piece in
                    UnsafeMutableRawPointer(buffer.baseAddress! + at).copyMemory(
                        from: piece.baseAddress!, byteCount: piece.count)
                }
                at += piece.count
            }
            return at
        }
    }

    /// Pixels from which the bands are written on several threads (512 × 512).
    static let parallelMinimum = 1 << 18

    /// The sixel bytes of bands `bands` (each six rows of `indices` from `band × 6`, a "-" after each but the
    /// picture's last), and which palette entries they use.
    private static func writeBands(
        _ bands: Range<Int>, _ indices: UnsafeBufferPointer<UInt8>, width: Int, height: Int
    ) -> (bytes: [UInt8], used: [Bool]) {
        var output = Output(capacity: bands.count * width * 4)
        var used = [Bool](repeating: false, count: 216)
        var bandStart = bands.lowerBound * 6
        let bandsEnd = min(height, bands.upperBound * 6)
        // Each band is gathered column by column into one list per colour of (x, six bits) entries, in x order,
        // so a colour's line of sixels is written from its entries alone: the gaps are runs of "?" (no bits).
        // Entry 0 is a sentinel (x = -1) that ends every list and stands for "no entry yet".
        var first = [Int32](repeating: 0, count: 216)
        var last = [Int32](repeating: 0, count: 216)
        var lastX = [Int32](repeating: -1, count: 216)  // the x of each colour's last entry, -1 for none
        let entryCapacity = 6 * width + 1
        var entryX = [Int32](repeating: -1, count: entryCapacity)
        var entryBits = [UInt8](repeating: 0, count: entryCapacity)
        var entryNext = [Int32](repeating: 0, count: entryCapacity)
        used.withUnsafeMutableBufferPointer { used in
            first.withUnsafeMutableBufferPointer { first in
                last.withUnsafeMutableBufferPointer { last in
                    lastX.withUnsafeMutableBufferPointer { lastX in
                        entryX.withUnsafeMutableBufferPointer { entryX in
                            entryBits.withUnsafeMutableBufferPointer { entryBits in
                                entryNext.withUnsafeMutableBufferPointer { entryNext in
                                    while bandStart < bandsEnd {
                                        let rows = min(6, height - bandStart)
                                        var entries = 1
                                        for x in 0..<width {
                                            var at = bandStart * width + x
                                            for row in 0..<rows {
                                                let color = Int(indices[at])
                                                at += width
                                                let bit = UInt8(1) << UInt8(truncatingIfNeeded: row)
                                                let tail = Int(last[color])
                                                if lastX[color] == Int32(truncatingIfNeeded: x) {
                                                    entryBits[tail] |= bit
                                                    continue
                                                }
                                                lastX[color] = Int32(truncatingIfNeeded: x)
                                                entryX[entries] = Int32(truncatingIfNeeded: x)
                                                entryBits[entries] = bit
                                                entryNext[entries] = 0
                                                if tail != 0 {
                                                    entryNext[tail] = Int32(truncatingIfNeeded: entries)
                                                } else {
                                                    first[color] = Int32(truncatingIfNeeded: entries)
                                                }
                                                last[color] = Int32(truncatingIfNeeded: entries)
                                                entries += 1
                                            }
                                        }
                                        var firstColor = true
                                        for color in 0..<216 where first[color] != 0 {
                                            used[color] = true
                                            if !firstColor { output.append(UInt8(ascii: "$")) }
                                            firstColor = false
                                            output.append(UInt8(ascii: "#"))
                                            output.appendDecimal(color)
                                            var runs = Runs()
                                            var entry = Int(first[color])
                                            var x: Int32 = 0
                                            while entry != 0 {
                                                let entryAt = entryX[entry]
                                                if entryAt > x { runs.add(63, count: Int(entryAt - x), to: &output) }
                                                runs.add(63 + entryBits[entry], count: 1, to: &output)
                                                x = entryAt + 1
                                                entry = Int(entryNext[entry])
                                            }
                                            runs.flush(to: &output)
                                            first[color] = 0
                                            last[color] = 0
                                            lastX[color] = -1
                                        }
                                        bandStart += rows
                                        if bandStart < height { output.append(UInt8(ascii: "-")) }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return (output.bytes, used)
    }

    /// Each pixel's cube index (red × 36 + green × 6 + blue), dithered, row-major (rows in chunks at once on
    /// large pictures).
    private static func paletteIndices(_ image: RGBAImage) -> [UInt8] {
        let width = image.width
        let height = image.height
        return [UInt8](unsafeUninitializedCapacity: width * height) { indices, initialized in
            image.pixels.withUnsafeBufferPointer { pixels in
                cubeTables.withUnsafeBufferPointer { tables in
                    ParallelChunks.forEach(of: height, work: width * height, minimumWork: parallelMinimum) { rows in
                        for y in rows {
                            indexRow(
                                y, UnsafeRawPointer(pixels.baseAddress! + y * width * 4), width: width,
                                tables: tables.baseAddress!, into: indices.baseAddress! + y * width)
                        }
                    }
                }
            }
            initialized = width * height
        }
    }

    /// The cube indices of row `y` (RGBA bytes at `row`), dithered with that row's thresholds.
    @inline(__always)
    private static func indexRow(
        _ y: Int, _ row: UnsafeRawPointer, width: Int, tables: UnsafePointer<UInt8>,
        into indices: UnsafeMutablePointer<UInt8>
    ) {
        // The four thresholds of this row, one table (red, green, blue parts) each.
        let rowTables = tables + (y & 3) * 4 * 768
        let pixels = row.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let table = rowTables + (x & 3) * 768
            let pixel = pixels + x * 4
            indices[x] = table[Int(pixel[0])] &+ table[256 + Int(pixel[1])] &+ table[512 + Int(pixel[2])]
        }
    }

    /// The 4 × 4 Bayer matrix as thresholds in 0..<1.
    private static let bayer: [Float] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map {
        (Float($0) + 0.5) / 16
    }

    /// For each of the 16 thresholds, 768 bytes: ``level(_:_:)`` of every value times 36 (red), times 6 (green) and
    /// as it is (blue), so a pixel's cube index is three lookups added (at most 180 + 30 + 5).
    static let cubeTables: [UInt8] = (0..<16).flatMap { threshold in
        [36, 6, 1].flatMap { scale in (0..<256).map { UInt8(level(UInt8($0), bayer[threshold]) * scale) } }
    }

    /// The cube level 0...5 of one channel, dithered by `threshold`.
    static func level(_ value: UInt8, _ threshold: Float) -> Int {
        min(5, Int(Float(value) * 5 / 255 + threshold))
    }

    /// One colour's line of sixel characters, merged into runs as they come: a run of four or more is written
    /// `!n` and the character, a shorter one as the characters themselves.
    private struct Runs {
        private var character: UInt8 = 0
        private var count = 0

        mutating func add(_ character: UInt8, count: Int, to output: inout Output) {
            if character == self.character {
                self.count += count
                return
            }
            flush(to: &output)
            self.character = character
            self.count = count
        }

        mutating func flush(to output: inout Output) {
            if count >= 4 {
                output.append(UInt8(ascii: "!"))
                output.appendDecimal(count)
                output.append(character)
            } else {
                for _ in 0..<count { output.append(character) }
            }
            count = 0
        }
    }

    /// A growable byte buffer for the sequence's pieces.
    private struct Output {
        private(set) var bytes: [UInt8]

        init(capacity: Int) {
            bytes = []
            bytes.reserveCapacity(capacity)
        }

        mutating func append(_ byte: UInt8) {
            bytes.append(byte)
        }

        mutating func append(_ more: [UInt8]) {
            bytes.append(contentsOf: more)
        }

        /// The decimal digits of a non-negative `value`.
        mutating func appendDecimal(_ value: Int) {
            var divisor = 1
            while divisor * 10 <= value { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
                rest %= divisor
                divisor /= 10
            }
        }
    }
}

/// Walks the markers of one JPEG file (tables, frame header, scans) and owns everything allocated for it.
///
/// Used once per decode by `JPEGDecoder`; the byte buffer it reads must outlive it. Every allocation is
/// sized from the frame header only after the header has passed `ImageLimits`.
final class JPEGFrameReader {
    let base: UnsafePointer<UInt8>
    let end: Int
    let limits: ImageLimits
    /// What this decode holds, counted before each plane and coefficient buffer is allocated.
    let budget: DecodeBudget
    var position = 0
    /// The samples each block decodes to across and down: 8, or 4, 2, 1 when scaled by the DCT (chosen from the
    /// frame size and ``ImageLimits/maxDecodedWidth`` × ``ImageLimits/maxDecodedHeight``).
    var blockSize = 8

    /// Four quantization tables, 64 entries each, natural order.
    let quant: UnsafeMutablePointer<Int32>
    var quantDefined = [false, false, false, false]
    var dcTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    var acTables: [JPEGHuffmanTable?] = [nil, nil, nil, nil]
    /// Zig-zag position → natural index.
    let zigzag: UnsafeMutablePointer<Int>
    var restartInterval = 0
    /// Stands in for the table a scan does not use.
    let emptyTable = JPEGHuffmanTable()

    var width = 0
    var height = 0
    var progressive = false
    var components: [JPEGComponent] = []
    var maxHorizontal = 1
    var maxVertical = 1
    var mcusPerLine = 0
    var mcusPerColumn = 0
    /// Per component: has any scan covered it?
    var componentSeen: [Bool] = []
    var sawJFIF = false
    var adobeTransform: Int?

    /// Real encoders write at most a few dozen scans (a progressive colour file has about ten).
    static let maxScans = 256

    private static let naturalOrder: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6,
        7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31,
        39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
    ]

    init(base: UnsafePointer<UInt8>, count: Int, limits: ImageLimits, budget: DecodeBudget) {
        self.base = base
        self.end = count
        self.limits = limits
        self.budget = budget
        quant = .allocate(capacity: 256)
        quant.initialize(repeating: 1, count: 256)
        zigzag = .allocate(capacity: 64)
        for (index, natural) in JPEGFrameReader.naturalOrder.enumerated() { zigzag[index] = natural }
    }

    deinit {
        quant.deallocate()
        zigzag.deallocate()
        for component in components {
            component.plane.deallocate()
            component.coefficients?.deallocate()
            component.nonZero?.deallocate()
        }
    }

    // MARK: - Markers

    /// Reads the whole file and returns the picture.
    func decode() throws -> RGBAImage {
        guard end >= 2, base[0] == 0xFF, base[1] == 0xD8 else { throw JPEGErrors.malformed("no SOI marker") }
        position = 2
        var scans = 0
        while true {
            guard let marker = nextMarker() else {
                // The file ends without EOI: accept a sequential frame whose every component was decoded (a
                // progressive one could stop after any scan, so it must end properly).
                if scans > 0 && !progressive && !components.isEmpty && componentSeen.allSatisfy({ $0 }) { break }
                throw JPEGErrors.truncated()
            }
            switch marker {
            case 0xD9:  // EOI
                guard scans > 0 else { throw JPEGErrors.malformed("no image data") }
                return try finish()
            case 0xC0, 0xC1, 0xC2:
                try readFrameHeader(progressive: marker == 0xC2)
            case 0xC3, 0xC5, 0xC6, 0xC7, 0xCB, 0xCD, 0xCE, 0xCF:
                throw JPEGErrors.unsupported("lossless or hierarchical coding")
            case 0xC9, 0xCA, 0xCC:
                throw JPEGErrors.unsupported("arithmetic coding")
            case 0xC4:
                try readHuffmanTables()
            case 0xDB:
                try readQuantizationTables()
            case 0xDD:
                let segment = try readSegment()
                guard segment.count >= 2 else { throw JPEGErrors.malformed("bad DRI segment") }
                restartInterval = Int(base[segment.lowerBound]) << 8 | Int(base[segment.lowerBound + 1])
            case 0xDA:
                guard !components.isEmpty else { throw JPEGErrors.malformed("scan before frame header") }
                scans += 1
                // Each scan may walk the whole frame, so a hostile file of tiny scans could take hours.
                guard scans <= JPEGFrameReader.maxScans else {
                    throw JPEGErrors.malformed("more than \(JPEGFrameReader.maxScans) scans")
                }
                try readScan()
            case 0xE0:
                let segment = try readSegment()
                if segment.count >= 5 && matches(segment, "JFIF") { sawJFIF = true }
            case 0xEE:
                let segment = try readSegment()
                if segment.count >= 12 && matches(segment, "Adobe") {
                    adobeTransform = Int(base[segment.lowerBound + 11])
                }
            case 0xD0...0xD7, 0x01:
                continue  // stray restart marker or TEM: no segment
            case 0xDC:
                throw JPEGErrors.unsupported("DNL marker")
            case 0xD8:
                throw JPEGErrors.malformed("unexpected SOI marker")
            default:
                _ = try readSegment()  // APPn, COM, anything else with a length
            }
        }
        return try finish()
    }

    /// Finds the next marker from `position`, skipping fill bytes and any garbage; nil at the end of the file.
    private func nextMarker() -> UInt8? {
        while position + 1 < end {
            if base[position] == 0xFF {
                let code = base[position + 1]
                if code != 0xFF && code != 0x00 {
                    position += 2
                    return code
                }
            }
            position += 1
        }
        position = end
        return nil
    }

    /// Reads a segment's length and returns the range of its payload, moving `position` past it.
    func readSegment() throws -> Range<Int> {
        guard position + 2 <= end else { throw JPEGErrors.truncated() }
        let length = Int(base[position]) << 8 | Int(base[position + 1])
        guard length >= 2 else { throw JPEGErrors.malformed("bad segment length") }
        guard position + length <= end else { throw JPEGErrors.truncated() }
        let payload = (position + 2)..<(position + length)
        position += length
        return payload
    }

    private func matches(_ segment: Range<Int>, _ text: String) -> Bool {
        let bytes = Array(text.utf8) + [0]
        guard segment.count >= bytes.count else { return false }
        for (offset, byte) in bytes.enumerated() where base[segment.lowerBound + offset] != byte { return false }
        return true
    }

    private func readQuantizationTables() throws {
        let segment = try readSegment()
        var at = segment.lowerBound
        while at < segment.upperBound {
            let precision = Int(base[at] >> 4)
            let index = Int(base[at] & 15)
            at += 1
            guard precision <= 1, index <= 3 else { throw JPEGErrors.malformed("bad DQT segment") }
            let size = precision == 0 ? 64 : 128
            guard at + size <= segment.upperBound else { throw JPEGErrors.malformed("short DQT segment") }
            for k in 0..<64 {
                let value =
                    precision == 0 ? Int32(base[at + k]) : Int32(base[at + 2 * k]) << 8 | Int32(base[at + 2 * k + 1])
                quant[index * 64 + zigzag[k]] = value
            }
            quantDefined[index] = true
            at += size
        }
    }

    private func readHuffmanTables() throws {
        let segment = try readSegment()
        var at = segment.lowerBound
        while at < segment.upperBound {
            guard at + 17 <= segment.upperBound else { throw JPEGErrors.malformed("short DHT segment") }
            let tableClass = Int(base[at] >> 4)
            let index = Int(base[at] & 15)
            guard tableClass <= 1, index <= 3 else { throw JPEGErrors.malformed("bad DHT segment") }
            let counts = (0..<16).map { Int(base[at + 1 + $0]) }
            let total = counts.reduce(0, +)
            at += 17
            guard total <= 256, at + total <= segment.upperBound else {
                throw JPEGErrors.malformed("short DHT segment")
            }
            let symbols = (0..<total).map { base[at + $0] }
            at += total
            let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
            if tableClass == 0 { dcTables[index] = table } else { acTables[index] = table }
        }
    }

    private func readFrameHeader(progressive: Bool) throws {
        guard components.isEmpty else { throw JPEGErrors.malformed("second frame header") }
        let segment = try readSegment()
        guard segment.count >= 6 else { throw JPEGErrors.malformed("short SOF segment") }
        let at = segment.lowerBound
        let precision = Int(base[at])
        height = Int(base[at + 1]) << 8 | Int(base[at + 2])
        width = Int(base[at + 3]) << 8 | Int(base[at + 4])
        let count = Int(base[at + 5])
        guard precision == 8 else { throw JPEGErrors.unsupported("\(precision)-bit samples") }
        guard height > 0 else { throw JPEGErrors.unsupported("height defined by a DNL marker") }
        guard width > 0 else { throw JPEGErrors.malformed("zero width") }
        guard count == 1 || count == 3 else {
            throw count == 4
                ? JPEGErrors.unsupported("CMYK (4 components)") : JPEGErrors.unsupported("\(count) components")
        }
        guard segment.count >= 6 + 3 * count else { throw JPEGErrors.malformed("short SOF segment") }
        guard width * height <= limits.maxPixels else {
            throw JPEGErrors.tooLarge("\(width)×\(height) pixels is over the limit of \(limits.maxPixels)")
        }
        self.progressive = progressive
        var specs: [(id: Int, h: Int, v: Int, q: Int)] = []
        for index in 0..<count {
            let entry = at + 6 + 3 * index
            let h = Int(base[entry + 1] >> 4)
            let v = Int(base[entry + 1] & 15)
            let q = Int(base[entry + 2])
            guard (1...4).contains(h), (1...4).contains(v), q <= 3 else {
                throw JPEGErrors.malformed("bad component in SOF")
            }
            let id = Int(base[entry])
            guard !specs.contains(where: { $0.id == id }) else { throw JPEGErrors.malformed("duplicate component") }
            specs.append((id, h, v, q))
        }
        if count == 1 {  // a single component is never interleaved: its sampling factors do not matter
            specs[0].h = 1
            specs[0].v = 1
        }
        maxHorizontal = specs.map(\.h).max() ?? 1
        maxVertical = specs.map(\.v).max() ?? 1
        for spec in specs where maxHorizontal % spec.h != 0 || maxVertical % spec.v != 0 {
            throw JPEGErrors.unsupported("non-integral sampling factors")
        }
        mcusPerLine = (width + 8 * maxHorizontal - 1) / (8 * maxHorizontal)
        mcusPerColumn = (height + 8 * maxVertical - 1) / (8 * maxVertical)
        blockSize = Self.blockSize(width: width, height: height, limits: limits)
        let size = blockSize
        // Everything this frame allocates, counted before any of it is.
        let blocks = specs.reduce(0) { $0 + mcusPerLine * $1.h * mcusPerColumn * $1.v }
        try budget.reserve(
            blocks * size * size, for: "the \(width)×\(height) JPEG's samples" + (size < 8 ? " at 1/\(8 / size)" : ""))
        if progressive {
            try budget.reserve(
                blocks * (size == 8 ? 128 : size * size * 2 + 8),
                for: "the \(width)×\(height) progressive JPEG's coefficients" + (size < 8 ? " at 1/\(8 / size)" : ""))
        }
        for spec in specs {
            let blocksPerLine = mcusPerLine * spec.h
            let blocksPerColumn = mcusPerColumn * spec.v
            let samples = blocksPerLine * blocksPerColumn * size * size
            let plane = UnsafeMutablePointer<UInt8>.allocate(capacity: samples)
            plane.initialize(repeating: 0, count: samples)
            var coefficients: UnsafeMutablePointer<Int16>?
            var nonZero: UnsafeMutablePointer<UInt64>?
            if progressive {
                coefficients = .allocate(capacity: samples)
                coefficients?.initialize(repeating: 0, count: samples)
                if size < 8 {
                    nonZero = .allocate(capacity: blocksPerLine * blocksPerColumn)
                    nonZero?.initialize(repeating: 0, count: blocksPerLine * blocksPerColumn)
                }
            }
            components.append(
                JPEGComponent(
                    identifier: spec.id, horizontal: spec.h, vertical: spec.v, quantTable: spec.q,
                    width: (width * spec.h + maxHorizontal - 1) / maxHorizontal,
                    height: (height * spec.v + maxVertical - 1) / maxVertical,
                    blocksPerLine: blocksPerLine, blocksPerColumn: blocksPerColumn, blockSize: size, plane: plane,
                    coefficients: coefficients, nonZero: nonZero))
        }
        componentSeen = Array(repeating: false, count: count)
    }

    /// After the last scan: turns progressive coefficients into samples, then samples into RGBA.
    private func finish() throws -> RGBAImage {
        guard !components.isEmpty else { throw JPEGErrors.malformed("no frame header") }
        if progressive { try transformCoefficients() }
        // As libjpeg: JFIF means YCbCr; else an Adobe marker says; else component ids "R", "G", "B" mean RGB.
        var rgb = false
        if components.count == 3 && !sawJFIF {
            if let transform = adobeTransform {
                rgb = transform == 0
            } else {
                rgb = components.map(\.identifier) == [82, 71, 66]
            }
        }
        let scaledWidth = (width * blockSize + 7) / 8
        let scaledHeight = (height * blockSize + 7) / 8
        try budget.reserve(scaledWidth * scaledHeight * 4, for: "the \(scaledWidth)×\(scaledHeight) picture")
        let image = JPEGColorConverter.convert(
            components: components, width: scaledWidth, height: scaledHeight, maxHorizontal: maxHorizontal,
            maxVertical: maxVertical, isRGB: rgb)
        let target = limits.decodedSize(width: width, height: height)
        guard target.width < scaledWidth || target.height < scaledHeight else {
            return blockSize == 8 ? image : image.shrunk(from: width, height)
        }
        try budget.reserve(
            target.width * target.height * 4, for: "the picture shrunk to \(target.width)×\(target.height)")
        return AreaScaler.scale(image, width: target.width, height: target.height).shrunk(from: width, height)
    }

    /// The block size a `width` × `height` frame decodes at: the smallest of 8, 4, 2, 1 (scale 1, 1/2, 1/4, 1/8)
    /// whose picture still covers the size it is decoded to, so the area filter only ever shrinks.
    static func blockSize(width: Int, height: Int, limits: ImageLimits) -> Int {
        let target = limits.decodedSize(width: width, height: height)
        var size = 8
        while size > 1, (width * (size / 2) + 7) / 8 >= target.width, (height * (size / 2) + 7) / 8 >= target.height {
            size /= 2
        }
        return size
    }
}

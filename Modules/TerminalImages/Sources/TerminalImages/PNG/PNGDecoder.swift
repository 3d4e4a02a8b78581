/// Decodes PNG files into 8-bit RGBA, in pure Swift: every colour type, bit depths 1–16, palette and tRNS
/// transparency, Adam7 interlacing, all five filters, with CRC and Adler-32 checks.
///
/// Hostile input is safe: the file and picture sizes are checked against `ImageLimits` before pixels are
/// allocated, decompression cannot produce more than the picture needs, every buffer is counted against the
/// memory budget before it is allocated, and every failure is an `ImageDecodingError`.
///
/// A picture that is not interlaced is decoded a row at a time: the rows are inflated into a small window,
/// unfiltered against the previous row only, and each goes straight into the area scaler when the picture is
/// larger than ``ImageLimits/maxDecodedWidth`` × ``ImageLimits/maxDecodedHeight``, so neither the filtered data
/// nor the full-size picture is ever held (a 6320 × 6320 16-bit PNG took 797 MB before). An interlaced picture's
/// passes cover the whole picture, so it is decoded whole, within the budget.
enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The inflate buffer of a row-at-a-time decode: the 32 KB window and room to work.
    static let inflateBufferSize = 1 << 17

    /// Decodes `bytes`, a whole PNG file; throws `ImageDecodingError` if it is malformed, truncated,
    /// unsupported or over `limits`. 16-bit samples keep their high byte.
    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> RGBAImage {
        try decode(bytes, limits: limits, budget: DecodeBudget(limit: limits.memoryBudget))
    }

    /// ``decode(_:limits:)`` counting what it holds in `budget` (for the tests, which read its peak).
    static func decode(_ bytes: [UInt8], limits: ImageLimits, budget: DecodeBudget) throws(ImageDecodingError)
        -> RGBAImage
    {
        guard bytes.count <= limits.maxEncodedBytes else {
            throw ImageDecodingError.tooLarge("\(bytes.count) bytes is over the limit of \(limits.maxEncodedBytes)")
        }
        return try bytes.withUnsafeBufferPointer { (file) throws(ImageDecodingError) in
            try decode(file: file, limits: limits, budget: budget)
        }
    }

    private static func decode(
        file: UnsafeBufferPointer<UInt8>, limits: ImageLimits, budget: DecodeBudget
    ) throws(ImageDecodingError) -> RGBAImage {
        let container = try PNGContainer(file, limits: limits)
        let header = container.header
        let (width, height) = (header.width, header.height)
        let size = "the \(width)×\(height) PNG"
        let expander = PNGPixelExpander(
            header: header, paletteBytes: container.palette, transparency: container.transparency)
        let target = limits.decodedSize(width: width, height: height)
        let scales = target.width < width || target.height < height
        return try withImageData(container, file: file, budget: budget) { (data) throws(ImageDecodingError) in
            if header.isInterlaced {
                try budget.reserve(header.decompressedCount, for: "\(size)'s interlaced rows")
                try budget.reserve(width * height * 4, for: "\(size) at full size (interlaced)")
                if scales {
                    try budget.reserve(
                        RowAreaScaler.memory(sourceWidth: width, width: target.width, height: target.height),
                        for: "\(size) shrunk to \(target.width)×\(target.height)")
                }
                let image = try decodeInterlaced(data, header: header, expander: expander)
                guard scales else { return image }
                return AreaScaler.scale(image, width: target.width, height: target.height).shrunk(from: width, height)
            }
            try budget.reserve(2 * (header.rowBytes(pixels: width) + 1) + inflateBufferSize, for: "\(size)'s rows")
            guard scales else {
                try budget.reserve(width * height * 4, for: "\(size)")
                var failure: ImageDecodingError?
                let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { output, initialized in
                    do throws(ImageDecodingError) {
                        try streamRows(data, header: header) { y, row in
                            expander.expand(row: row, pixels: width, into: output.baseAddress! + y * width * 4, step: 4)
                        }
                        initialized = output.count
                    } catch {
                        failure = error
                    }
                }
                if let failure { throw failure }
                return RGBAImage(width: width, height: height, pixels: pixels)
            }
            try budget.reserve(
                RowAreaScaler.memory(sourceWidth: width, width: target.width, height: target.height) + width * 4,
                for: "\(size) shrunk to \(target.width)×\(target.height)")
            let scaler = RowAreaScaler(
                sourceWidth: width, sourceHeight: height, width: target.width, height: target.height)
            let rgba = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
            defer { rgba.deallocate() }
            try streamRows(data, header: header) { _, row in
                expander.expand(row: row, pixels: width, into: rgba, step: 4)
                scaler.add(row: UnsafeRawPointer(rgba))
            }
            return scaler.image().shrunk(from: width, height)
        }
    }

    /// Calls `body` with the zlib stream of all IDAT chunks: the file's own bytes when there is one chunk, else a
    /// joined copy (counted in `budget`).
    private static func withImageData<Result>(
        _ container: PNGContainer, file: UnsafeBufferPointer<UInt8>, budget: DecodeBudget,
        _ body: (UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) -> Result
    ) throws(ImageDecodingError) -> Result {
        if container.imageData.count == 1 {
            return try body(UnsafeBufferPointer(rebasing: file[container.imageData[0]]))
        }
        let total = container.imageData.reduce(0) { $0 + $1.count }
        try budget.reserve(total, for: "the PNG's \(container.imageData.count) IDAT chunks joined")
        var joined: [UInt8] = []
        joined.reserveCapacity(total)
        for range in container.imageData { joined.append(contentsOf: file[range]) }
        return try joined.withUnsafeBufferPointer { (source) throws(ImageDecodingError) in try body(source) }
    }

    /// Inflates a picture that is not interlaced a piece at a time and calls `body` with each row, unfiltered, in
    /// order (its samples, without the filter byte; valid during the call). Only this row and the one before are
    /// held besides the inflate window.
    private static func streamRows(
        _ data: UnsafeBufferPointer<UInt8>, header: PNGHeader,
        _ body: (Int, UnsafePointer<UInt8>) -> Void
    ) throws(ImageDecodingError) {
        let rowBytes = header.rowBytes(pixels: header.width)
        let stride = header.filterStride
        // Two rows with their filter byte; the one before the first is all zeros.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + 1))
        rows.initialize(repeating: 0, count: 2 * (rowBytes + 1))
        defer { rows.deallocate() }
        var current = rows
        var prior = rows + rowBytes + 1
        var filled = 0
        var y = 0
        let height = header.height
        let written = try ZlibInflater.inflate(data, limit: header.decompressedCount, bufferSize: inflateBufferSize) {
            (piece) throws(ImageDecodingError) in
            var offset = 0
            while offset < piece.count {
                guard y < height else { throw .malformed("zlib: more data than expected") }
                let count = min(piece.count - offset, rowBytes + 1 - filled)
                (current + filled).update(from: piece.baseAddress! + offset, count: count)
                filled += count
                offset += count
                guard filled == rowBytes + 1 else { continue }
                try PNGUnfilter.unfilter(
                    type: current[0], row: current + 1, prior: UnsafePointer(prior + 1), count: rowBytes,
                    stride: stride)
                body(y, UnsafePointer(current + 1))
                swap(&current, &prior)
                filled = 0
                y += 1
            }
        }
        guard written == header.decompressedCount, y == height else {
            throw .malformed("PNG: image data ends early")
        }
    }

    /// An interlaced picture: all passes inflated at once, then unfiltered and placed.
    private static func decodeInterlaced(
        _ data: UnsafeBufferPointer<UInt8>, header: PNGHeader, expander: PNGPixelExpander
    ) throws(ImageDecodingError) -> RGBAImage {
        let filtered = try inflate(data, expected: header.decompressedCount)
        var failure: ImageDecodingError?
        let pixels = [UInt8](unsafeUninitializedCapacity: header.width * header.height * 4) { output, initialized in
            do throws(ImageDecodingError) {
                try reconstruct(filtered, header: header, expander: expander, into: output)
                initialized = output.count
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return RGBAImage(width: header.width, height: header.height, pixels: pixels)
    }

    /// The decompressed, still filtered rows of all passes.
    private static func inflate(
        _ data: UnsafeBufferPointer<UInt8>, expected: Int
    ) throws(ImageDecodingError) -> [UInt8] {
        var failure: ImageDecodingError?
        let result = [UInt8](unsafeUninitializedCapacity: expected) { output, initialized in
            do throws(ImageDecodingError) {
                let written = try ZlibInflater.inflate(data, into: output)
                guard written == expected else { throw .malformed("PNG: image data ends early") }
                initialized = written
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return result
    }

    /// Unfilters every row of every pass in place and writes its pixels to their places in `output`.
    private static func reconstruct(
        _ filtered: consuming [UInt8], header: PNGHeader, expander: PNGPixelExpander,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(ImageDecodingError) {
        guard let outputBase = output.baseAddress else { return }
        let stride = header.filterStride
        let zeroRow = [UInt8](repeating: 0, count: header.rowBytes(pixels: header.width) + 1)
        try filtered.withUnsafeMutableBufferPointer { (raw) throws(ImageDecodingError) in
            try zeroRow.withUnsafeBufferPointer { (zeros) throws(ImageDecodingError) in
                guard let rawBase = raw.baseAddress, let zeroBase = zeros.baseAddress else { return }
                var offset = 0
                for pass in header.passes {
                    let rowBytes = header.rowBytes(pixels: pass.width)
                    var prior = zeroBase
                    for passRow in 0..<pass.height {
                        let row = rawBase + offset + 1
                        try PNGUnfilter.unfilter(
                            type: rawBase[offset], row: row, prior: prior, count: rowBytes, stride: stride)
                        let y = pass.y0 + passRow * pass.dy
                        expander.expand(
                            row: row, pixels: pass.width, into: outputBase + (y * header.width + pass.x0) * 4,
                            step: pass.dx * 4)
                        prior = UnsafePointer(row)
                        offset += 1 + rowBytes
                    }
                }
            }
        }
    }
}

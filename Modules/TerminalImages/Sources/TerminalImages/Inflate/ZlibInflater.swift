/// Decompresses a zlib stream (RFC 1950 wrapper around RFC 1951 deflate: stored, fixed and dynamic Huffman
/// blocks) in pure Swift, because Foundation on Linux exposes no zlib.
///
/// The output goes into a buffer of a size the caller knows in advance (a PNG's filtered rows), so a hostile
/// stream can never make it grow: producing more is an error. Every loop consumes input or produces output,
/// so it cannot hang, and every failure is an `ImageDecodingError`.
struct ZlibInflater {
    private let input: UnsafePointer<UInt8>
    private let inputCount: Int
    private var position = 0
    /// Input bits not yet consumed, least significant first.
    private var bitBuffer: UInt64 = 0
    /// How many bits of `bitBuffer` are real input.
    private var bitCount = 0
    private let output: UnsafeMutablePointer<UInt8>
    private let outputCapacity: Int
    private var outputCount = 0
    /// Streaming only: where the output goes as the buffer fills (the buffer then keeps only the last 32 KB, the
    /// window back-references reach), the most bytes the stream may produce in all, the bytes dropped from the
    /// buffer's front, the end of what the sink has been given, and the Adler-32 of it.
    private let sink: ((UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) -> Void)?
    private let limit: Int
    private var discarded = 0
    private var delivered = 0
    private var adler = RunningAdler32()

    /// The deflate window: the farthest back a match may reach.
    static let window = 32_768

    private init(
        input: UnsafePointer<UInt8>, count: Int, output: UnsafeMutablePointer<UInt8>, capacity: Int,
        sink: ((UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) -> Void)? = nil, limit: Int? = nil
    ) {
        self.input = input
        self.inputCount = count
        self.output = output
        self.outputCapacity = capacity
        self.sink = sink
        self.limit = limit ?? capacity
    }

    /// Inflates the zlib stream `input` a buffer at a time, handing the output to `sink` in order as it comes
    /// (pieces of any size), holding only `bufferSize` bytes (at least the 32 KB window plus a match); returns how
    /// many bytes were produced. Throws as ``inflate(_:into:)`` does, and past `limit` bytes in all.
    static func inflate(
        _ input: UnsafeBufferPointer<UInt8>, limit: Int, bufferSize: Int = 1 << 17,
        into sink: (UnsafeBufferPointer<UInt8>) throws(ImageDecodingError) -> Void
    ) throws(ImageDecodingError) -> Int {
        guard let inputBase = input.baseAddress, input.count >= 2 else { throw .truncated }
        let capacity = max(bufferSize, window + 1024)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        return try withoutActuallyEscaping(sink) { (sink) throws(ImageDecodingError) -> Int in
            var inflater = ZlibInflater(
                input: inputBase, count: input.count, output: buffer, capacity: capacity, sink: sink,
                limit: max(0, limit))
            try inflater.run()
            let total = inflater.discarded + inflater.outputCount
            guard total <= limit else { throw .malformed("zlib: more data than expected") }
            return total
        }
    }

    /// Streaming: gives the sink what it has not had, and checks the total against the limit.
    private mutating func deliver() throws(ImageDecodingError) {
        guard let sink, delivered < outputCount else { return }
        let piece = UnsafeBufferPointer(start: output + delivered, count: outputCount - delivered)
        adler.update(UnsafeRawBufferPointer(piece))
        delivered = outputCount
        try sink(piece)
    }

    /// Makes room for `count` more bytes: streaming, by delivering the buffer and keeping only the window; else
    /// the output is full, which means the stream holds more than expected.
    private mutating func makeRoom(_ count: Int) throws(ImageDecodingError) {
        guard sink != nil else { throw .malformed("zlib: more data than expected") }
        try deliver()
        guard count <= limit - discarded - outputCount else { throw .malformed("zlib: more data than expected") }
        let kept = min(outputCount, Self.window)
        output.update(from: output + (outputCount - kept), count: kept)
        discarded += outputCount - kept
        outputCount = kept
        delivered = kept
    }

    /// Inflates the zlib stream `input` into `output` and returns how many bytes were written. Throws if the
    /// stream is damaged, ends early, fails its Adler-32 check, or would write more than `output.count` bytes.
    static func inflate(
        _ input: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>
    ) throws(ImageDecodingError) -> Int {
        guard let inputBase = input.baseAddress, input.count >= 2 else { throw .truncated }
        guard let outputBase = output.baseAddress else {
            // An empty output buffer may have no address: inflate into a one-byte scratch of capacity zero.
            return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) {
                (scratch) throws(ImageDecodingError) in
                var inflater = ZlibInflater(
                    input: inputBase, count: input.count, output: scratch.baseAddress!, capacity: 0)
                try inflater.run()
                return inflater.outputCount
            }
        }
        var inflater = ZlibInflater(input: inputBase, count: input.count, output: outputBase, capacity: output.count)
        try inflater.run()
        return inflater.outputCount
    }

    /// Inflates the zlib stream `bytes`, refusing to produce more than `maximumCount` bytes.
    static func inflate(_ bytes: [UInt8], maximumCount: Int) throws(ImageDecodingError) -> [UInt8] {
        var failure: ImageDecodingError?
        let result = [UInt8](unsafeUninitializedCapacity: max(maximumCount, 0)) { buffer, initialized in
            bytes.withUnsafeBufferPointer { source in
                do throws(ImageDecodingError) {
                    initialized = try inflate(source, into: buffer)
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        return result
    }

    // MARK: - Stream

    private mutating func run() throws(ImageDecodingError) {
        guard inputCount >= 2 else { throw .truncated }
        let cmf = Int(input[0])
        let flg = Int(input[1])
        guard cmf & 0x0F == 8 else { throw .malformed("zlib: compression method is not deflate") }
        guard cmf >> 4 <= 7 else { throw .malformed("zlib: window size over 32 KB") }
        guard (cmf << 8 | flg) % 31 == 0 else { throw .malformed("zlib: header check failed") }
        guard flg & 0x20 == 0 else { throw .unsupported("zlib: preset dictionary") }
        position = 2
        var isFinal = false
        while !isFinal {
            refill()
            try need(3)
            isFinal = bitBuffer & 1 == 1
            let type = Int((bitBuffer >> 1) & 3)
            consume(3)
            switch type {
            case 0: try storedBlock()
            case 1: try huffmanBlock(literal: .fixedLiteral, distance: .fixedDistance)
            case 2:
                let (literal, distance) = try dynamicTables()
                try huffmanBlock(literal: literal, distance: distance)
            default: throw .malformed("zlib: invalid block type")
            }
        }
        alignToByte()
        guard position + 4 <= inputCount else { throw .truncated }
        let expected =
            UInt32(input[position]) << 24 | UInt32(input[position + 1]) << 16 | UInt32(input[position + 2]) << 8
            | UInt32(input[position + 3])
        position += 4
        let actual: UInt32
        if sink != nil {
            try deliver()
            actual = adler.value
        } else {
            actual = Adler32.checksum(UnsafeBufferPointer(start: output, count: outputCount))
        }
        guard expected == actual else { throw .malformed("zlib: Adler-32 checksum mismatch") }
    }

    // MARK: - Bits

    /// Tops the bit buffer up to at least 56 bits while input lasts.
    @inline(__always)
    private mutating func refill() {
        if position + 8 <= inputCount {
            // Load eight bytes at once; only the whole bytes that fit are counted. The uncounted top bits are
            // the next input byte itself, so or-ing it in again later changes nothing.
            let word = UInt64(littleEndian: UnsafeRawPointer(input + position).loadUnaligned(as: UInt64.self))
            bitBuffer |= word &<< UInt64(bitCount)
            position += (63 - bitCount) >> 3
            bitCount |= 56
        } else {
            while bitCount <= 56 && position < inputCount {
                bitBuffer |= UInt64(input[position]) &<< UInt64(bitCount)
                position += 1
                bitCount += 8
            }
        }
    }

    @inline(__always)
    private func need(_ bits: Int) throws(ImageDecodingError) {
        if bitCount < bits { throw .truncated }
    }

    @inline(__always)
    private mutating func consume(_ bits: Int) {
        bitBuffer >>= UInt64(bits)
        bitCount -= bits
    }

    /// Reads `bits` (at most 32) bits; the caller has refilled.
    @inline(__always)
    private mutating func take(_ bits: Int) throws(ImageDecodingError) -> Int {
        try need(bits)
        let value = Int(bitBuffer & ((1 << UInt64(bits)) - 1))
        consume(bits)
        return value
    }

    /// Drops the bits up to the next byte boundary and hands whole buffered bytes back to the input.
    private mutating func alignToByte() {
        consume(bitCount & 7)
        position -= bitCount >> 3
        bitBuffer = 0
        bitCount = 0
    }

    @inline(__always)
    private mutating func decodeSymbol(_ table: InflateHuffmanTable) throws(ImageDecodingError) -> Int {
        let entry = table.fast[Int(bitBuffer & InflateHuffmanTable.fastMask)]
        let symbol: Int
        let length: Int
        if entry != 0 {
            symbol = Int(entry & 511)
            length = Int(entry >> 9)
        } else {
            do {
                (symbol, length) = try table.decodeSlow(bitBuffer)
            } catch {
                // Past the end of the input the bits are padding: the stream is short, not damaged.
                throw bitCount < 15 ? .truncated : error
            }
        }
        try need(length)
        consume(length)
        return symbol
    }

    // MARK: - Blocks

    private mutating func storedBlock() throws(ImageDecodingError) {
        alignToByte()
        guard position + 4 <= inputCount else { throw .truncated }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        position += 4
        guard length ^ 0xFFFF == complement else { throw .malformed("zlib: stored block length check failed") }
        guard position + length <= inputCount else { throw .truncated }
        var left = length
        while left > 0 {
            if outputCapacity == outputCount { try makeRoom(1) }
            let piece = min(left, outputCapacity - outputCount)
            (output + outputCount).update(from: input + position, count: piece)
            position += piece
            outputCount += piece
            left -= piece
        }
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(ImageDecodingError) -> (InflateHuffmanTable, InflateHuffmanTable) {
        refill()
        try need(14)
        let literalCount = try take(5) + 257
        let distanceCount = try take(5) + 1
        let codeLengthCount = try take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else { throw .malformed("zlib: too many Huffman codes") }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<codeLengthCount {
            refill()
            codeLengthLengths[Self.codeLengthOrder[index]] = UInt8(try take(3))
        }
        let codeLengthTable = try codeLengthLengths.withUnsafeBufferPointer {
            (buffer) throws(ImageDecodingError) in try InflateHuffmanTable(lengths: buffer)
        }
        let total = literalCount + distanceCount
        var lengths = [UInt8](repeating: 0, count: total)
        var index = 0
        while index < total {
            refill()
            let symbol = try decodeSymbol(codeLengthTable)
            if symbol < 16 {
                lengths[index] = UInt8(symbol)
                index += 1
                continue
            }
            let value: UInt8
            let repeatCount: Int
            switch symbol {
            case 16:
                guard index > 0 else { throw .malformed("zlib: repeat with no previous length") }
                value = lengths[index - 1]
                repeatCount = try take(2) + 3
            case 17:
                value = 0
                repeatCount = try take(3) + 3
            default:
                value = 0
                repeatCount = try take(7) + 11
            }
            guard index + repeatCount <= total else { throw .malformed("zlib: code lengths overflow") }
            for _ in 0..<repeatCount {
                lengths[index] = value
                index += 1
            }
        }
        guard lengths[256] != 0 else { throw .malformed("zlib: no end-of-block code") }
        return try lengths.withUnsafeBufferPointer { (buffer) throws(ImageDecodingError) in
            let literal = try InflateHuffmanTable(lengths: UnsafeBufferPointer(rebasing: buffer[0..<literalCount]))
            let distance = try InflateHuffmanTable(lengths: UnsafeBufferPointer(rebasing: buffer[literalCount...]))
            return (literal, distance)
        }
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Decodes one Huffman-coded block. The state lives in locals here because this is the hot loop.
    private mutating func huffmanBlock(
        literal: InflateHuffmanTable, distance: InflateHuffmanTable
    ) throws(ImageDecodingError) {
        while true {
            refill()
            let symbol = try decodeSymbol(literal)
            if symbol < 256 {
                if outputCount == outputCapacity { try makeRoom(1) }
                output[outputCount] = UInt8(truncatingIfNeeded: symbol)
                outputCount += 1
                continue
            }
            if symbol == 256 { return }
            let lengthCode = symbol - 257
            guard lengthCode < 29 else { throw .malformed("zlib: invalid length code") }
            let length = Self.lengthBase[lengthCode] + (try take(Self.lengthExtra[lengthCode]))
            let distanceCode = try decodeSymbol(distance)
            guard distanceCode < 30 else { throw .malformed("zlib: invalid distance code") }
            let distance = Self.distanceBase[distanceCode] + (try take(Self.distanceExtra[distanceCode]))
            guard distance <= outputCount else { throw .malformed("zlib: distance too far back") }
            if length > outputCapacity - outputCount { try makeRoom(length) }
            let target = output + outputCount
            let source = target - distance
            if distance >= length {
                target.update(from: source, count: length)
            } else {
                for offset in 0..<length { target[offset] = source[offset] }
            }
            outputCount += length
        }
    }
}

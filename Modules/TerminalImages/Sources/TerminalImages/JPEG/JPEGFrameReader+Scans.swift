/// Scan decoding: the SOS header, sequential (baseline) scans straight into sample planes, and the four
/// kinds of progressive scan into coefficient buffers.
extension JPEGFrameReader {
    /// Reads an SOS header and decodes the entropy-coded data that follows it.
    func readScan() throws {
        let segment = try readSegment()
        var at = segment.lowerBound
        guard segment.count >= 1 else { throw JPEGErrors.malformed("short SOS segment") }
        let count = Int(base[at])
        guard (1...4).contains(count), count <= components.count, segment.count >= 4 + 2 * count else {
            throw JPEGErrors.malformed("bad SOS segment")
        }
        at += 1
        var specs: [(index: Int, dc: Int, ac: Int)] = []
        for _ in 0..<count {
            let id = Int(base[at])
            let dc = Int(base[at + 1] >> 4)
            let ac = Int(base[at + 1] & 15)
            at += 2
            guard let index = components.firstIndex(where: { $0.identifier == id }),
                !specs.contains(where: { $0.index == index }), dc <= 3, ac <= 3
            else { throw JPEGErrors.malformed("bad component in SOS") }
            specs.append((index, dc, ac))
        }
        let spectralStart = Int(base[at])
        let spectralEnd = Int(base[at + 1])
        let high = Int(base[at + 2] >> 4)
        let low = Int(base[at + 2] & 15)
        if count > 1 {
            let blocks = specs.reduce(0) { $0 + components[$1.index].horizontal * components[$1.index].vertical }
            guard blocks <= 10 else { throw JPEGErrors.malformed("too many blocks per MCU") }
        }
        if progressive {
            guard spectralStart <= spectralEnd, spectralEnd <= 63, high <= 13, low <= 13,
                spectralStart == 0 ? spectralEnd == 0 : count == 1
            else { throw JPEGErrors.malformed("bad progressive scan parameters") }
        }
        let empty = emptyTable
        let needsDC = !progressive || (spectralStart == 0 && high == 0)
        let needsAC = !progressive || spectralStart > 0
        var scanComponents: [JPEGScanComponent] = []
        for spec in specs {
            let component = components[spec.index]
            var dcTable = empty
            var acTable = empty
            if needsDC {
                guard let table = dcTables[spec.dc] else { throw JPEGErrors.malformed("missing Huffman table") }
                dcTable = table
            }
            if needsAC {
                guard let table = acTables[spec.ac] else { throw JPEGErrors.malformed("missing Huffman table") }
                acTable = table
            }
            if !progressive && !quantDefined[component.quantTable] {
                throw JPEGErrors.malformed("missing quantization table")
            }
            componentSeen[spec.index] = true
            scanComponents.append(
                JPEGScanComponent(
                    index: spec.index, horizontal: component.horizontal, vertical: component.vertical,
                    blocksWide: (component.width + 7) / 8, blocksHigh: (component.height + 7) / 8,
                    blocksPerLine: component.blocksPerLine, plane: component.plane, stride: component.stride,
                    coefficients: component.coefficients, nonZero: component.nonZero,
                    quant: quant + component.quantTable * 64,
                    dcTable: dcTable, acTable: acTable))
        }
        var reader = JPEGBitReader(base: base, end: end, position: position)
        if progressive {
            try decodeProgressive(
                scanComponents, reader: &reader, start: spectralStart, end: spectralEnd, high: high, low: low)
        } else {
            try decodeSequential(scanComponents, reader: &reader)
        }
        if reader.overran { throw overrunError(reader) }
        position = reader.position
    }

    private func overrunError(_ reader: JPEGBitReader) -> ImageDecodingError {
        reader.position + 1 >= end ? JPEGErrors.truncated() : JPEGErrors.malformed("entropy-coded data ends early")
    }

    /// Handles the RSTn marker that must follow each restart interval.
    private func restart(_ reader: inout JPEGBitReader) throws {
        if reader.overran { throw overrunError(reader) }
        reader.discardBits()
        var at = reader.position
        while at + 1 < end && !(base[at] == 0xFF && base[at + 1] != 0 && base[at + 1] != 0xFF) { at += 1 }
        guard at + 1 < end else { throw JPEGErrors.truncated() }
        guard (0xD0...0xD7).contains(base[at + 1]) else { throw JPEGErrors.malformed("missing restart marker") }
        reader.position = at + 2
    }

    // MARK: - Sequential

    private func decodeSequential(_ scan: [JPEGScanComponent], reader: inout JPEGBitReader) throws {
        let block = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        block.initialize(repeating: 0, count: 64)
        defer { block.deallocate() }
        let zigzag = self.zigzag
        let interval = restartInterval
        var untilRestart = interval
        var predictors: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        let size = blockSize

        if scan.count == 1 {
            let component = scan[0]
            var predictor: Int32 = 0
            for blockRow in 0..<component.blocksHigh {
                var output = component.plane + blockRow * size * component.stride
                for _ in 0..<component.blocksWide {
                    if interval > 0 {
                        if untilRestart == 0 {
                            try restart(&reader)
                            predictor = 0
                            untilRestart = interval
                        }
                        untilRestart -= 1
                    }
                    let hasAC = try decodeBlock(&reader, component, &predictor, block, zigzag)
                    if size < 8 {
                        JPEGScaledIDCT.transform(
                            block, size: size, hasAC: hasAC, output: output, stride: component.stride)
                    } else if hasAC {
                        JPEGIDCT.transform(block, output: output, stride: component.stride)
                    } else {
                        JPEGIDCT.fillDC(block, output: output, stride: component.stride)
                    }
                    output += size
                    if reader.overran { throw overrunError(reader) }
                }
            }
            return
        }

        for mcuRow in 0..<mcusPerColumn {
            for mcuColumn in 0..<mcusPerLine {
                if interval > 0 {
                    if untilRestart == 0 {
                        try restart(&reader)
                        predictors = (0, 0, 0, 0)
                        untilRestart = interval
                    }
                    untilRestart -= 1
                }
                for (slot, component) in scan.enumerated() {
                    var predictor: Int32
                    switch slot {
                    case 0: predictor = predictors.0
                    case 1: predictor = predictors.1
                    case 2: predictor = predictors.2
                    default: predictor = predictors.3
                    }
                    let stride = component.stride
                    let origin =
                        component.plane + mcuRow * component.vertical * size * stride + mcuColumn
                        * component.horizontal * size
                    for v in 0..<component.vertical {
                        for h in 0..<component.horizontal {
                            let output = origin + v * size * stride + h * size
                            let hasAC = try decodeBlock(&reader, component, &predictor, block, zigzag)
                            if size < 8 {
                                JPEGScaledIDCT.transform(
                                    block, size: size, hasAC: hasAC, output: output, stride: stride)
                            } else if hasAC {
                                JPEGIDCT.transform(block, output: output, stride: stride)
                            } else {
                                JPEGIDCT.fillDC(block, output: output, stride: stride)
                            }
                        }
                    }
                    switch slot {
                    case 0: predictors.0 = predictor
                    case 1: predictors.1 = predictor
                    case 2: predictors.2 = predictor
                    default: predictors.3 = predictor
                    }
                }
                if reader.overran { throw overrunError(reader) }
            }
        }
    }

    /// Decodes one baseline block into `block` (dequantized, natural order); returns false when only the DC
    /// coefficient is present, so the caller can skip the full inverse transform.
    @inline(__always)
    private func decodeBlock(
        _ reader: inout JPEGBitReader, _ component: JPEGScanComponent, _ predictor: inout Int32,
        _ block: UnsafeMutablePointer<Int32>, _ zigzag: UnsafeMutablePointer<Int>
    ) throws -> Bool {
        var bits = reader  // a local copy stays in registers
        let quant = component.quant
        let size = try bits.decode(component.dcTable)
        guard size <= 16 else { throw JPEGErrors.malformed("bad DC difference") }
        predictor = predictor &+ bits.receiveExtend(size)
        block[0] = predictor &* quant[0]
        let ac = component.acTable
        let fastAC = ac.fastAC
        var hasAC = false
        var k = 1
        while k < 64 {
            if bits.count < 16 { bits.refill() }
            let packed = fastAC[Int(truncatingIfNeeded: bits.buffer &>> UInt64(64 &- JPEGHuffmanTable.fastBits))]
            if packed != 0 {
                k &+= Int((packed &>> 8) & 0xFF)
                let length = Int(packed & 0xFF)
                bits.buffer &<<= UInt64(length)
                bits.count &-= length
                guard k < 64 else { throw JPEGErrors.malformed("coefficient index out of range") }
                let natural = zigzag[k]
                block[natural] = (packed &>> 16) &* quant[natural]
                hasAC = true
                k &+= 1
                continue
            }
            let symbol = try bits.decode(ac)
            let run = symbol &>> 4
            let size = symbol & 15
            if size == 0 {
                if run != 15 { break }
                k &+= 16
                continue
            }
            k &+= run
            guard k < 64 else { throw JPEGErrors.malformed("coefficient index out of range") }
            let natural = zigzag[k]
            block[natural] = bits.receiveExtend(size) &* quant[natural]
            hasAC = true
            k &+= 1
        }
        reader = bits
        return hasAC
    }

    // MARK: - Progressive

    private func decodeProgressive(
        _ scan: [JPEGScanComponent], reader: inout JPEGBitReader, start: Int, end spectralEnd: Int, high: Int,
        low: Int
    ) throws {
        let zigzag = self.zigzag
        let interval = restartInterval
        var untilRestart = interval
        var eobRun = 0
        var predictors: [Int32] = Array(repeating: 0, count: scan.count)

        func decode(_ slot: Int, _ component: JPEGScanComponent, _ coefficients: UnsafeMutablePointer<Int16>) throws {
            if start == 0 {
                if high == 0 {
                    let size = try reader.decode(component.dcTable)
                    guard size <= 16 else { throw JPEGErrors.malformed("bad DC difference") }
                    predictors[slot] = predictors[slot] &+ reader.receiveExtend(size)
                    coefficients[0] = Int16(truncatingIfNeeded: predictors[slot] &<< Int32(low))
                } else if reader.bit() {
                    coefficients[0] |= Int16(1 << low)
                }
            } else if high == 0 {
                try decodeACFirst(&reader, component.acTable, coefficients, zigzag, start, spectralEnd, low, &eobRun)
            } else {
                try decodeACRefine(&reader, component.acTable, coefficients, zigzag, start, spectralEnd, low, &eobRun)
            }
        }

        func nextUnit() throws {
            if interval > 0 {
                if untilRestart == 0 {
                    try restart(&reader)
                    for slot in predictors.indices { predictors[slot] = 0 }
                    eobRun = 0
                    untilRestart = interval
                }
                untilRestart -= 1
            }
        }

        // Scaled frames keep a few coefficients per block: each is expanded into `scratch` for the scans whose
        // syntax reads the others (AC), and packed back after.
        let kept = blockSize * blockSize
        let scratch = UnsafeMutablePointer<Int16>.allocate(capacity: 64)
        scratch.initialize(repeating: 0, count: 64)
        defer { scratch.deallocate() }
        func decodeBlock(_ slot: Int, _ component: JPEGScanComponent, _ block: Int) throws {
            guard let coefficients = component.coefficients else { return }
            guard kept < 64, let nonZero = component.nonZero else {
                try decode(slot, component, coefficients + block * 64)
                return
            }
            let packed = coefficients + block * kept
            if start == 0 {
                try decode(slot, component, packed)  // DC only: natural index 0 is packed index 0
                return
            }
            if high == 0 && eobRun > 0 {
                eobRun -= 1  // what decodeACFirst does in a band's end run, without unpacking
                return
            }
            unpack(packed, nonZero: nonZero[block], into: scratch)
            try decode(slot, component, scratch)
            nonZero[block] = pack(scratch, into: packed)
        }

        if scan.count == 1 {
            let component = scan[0]
            for blockRow in 0..<component.blocksHigh {
                for blockColumn in 0..<component.blocksWide {
                    try nextUnit()
                    try decodeBlock(0, component, blockRow * component.blocksPerLine + blockColumn)
                    if reader.overran { throw overrunError(reader) }
                }
            }
            return
        }
        for mcuRow in 0..<mcusPerColumn {
            for mcuColumn in 0..<mcusPerLine {
                try nextUnit()
                for (slot, component) in scan.enumerated() {
                    for v in 0..<component.vertical {
                        for h in 0..<component.horizontal {
                            let row = mcuRow * component.vertical + v
                            let column = mcuColumn * component.horizontal + h
                            try decodeBlock(slot, component, row * component.blocksPerLine + column)
                        }
                    }
                }
                if reader.overran { throw overrunError(reader) }
            }
        }
    }

    /// A scaled block's 64 coefficients for a scan to read: the kept ones in place, every other non-zero one as 1
    /// (the scans' syntax asks only whether it is zero; its value is never used).
    @inline(__always)
    private func unpack(_ packed: UnsafeMutablePointer<Int16>, nonZero: UInt64, into block: UnsafeMutablePointer<Int16>)
    {
        block.update(repeating: 0, count: 64)
        var bits = nonZero
        while bits != 0 {
            block[bits.trailingZeroBitCount] = 1
            bits &= bits &- 1
        }
        let size = blockSize
        for row in 0..<size {
            for column in 0..<size { block[row &* 8 &+ column] = packed[row &* size &+ column] }
        }
    }

    /// Keeps a block's low coefficients in `packed` and returns which of its 64 are non-zero.
    @inline(__always)
    private func pack(_ block: UnsafeMutablePointer<Int16>, into packed: UnsafeMutablePointer<Int16>) -> UInt64 {
        let size = blockSize
        for row in 0..<size {
            for column in 0..<size { packed[row &* size &+ column] = block[row &* 8 &+ column] }
        }
        var bits: UInt64 = 0
        for index in 0..<64 where block[index] != 0 { bits |= 1 &<< UInt64(index) }
        return bits
    }

    /// First AC scan of a band: run-length coded values scaled by `1 << low`, with end-of-band runs.
    private func decodeACFirst(
        _ readerState: inout JPEGBitReader, _ table: JPEGHuffmanTable, _ coefficients: UnsafeMutablePointer<Int16>,
        _ zigzag: UnsafeMutablePointer<Int>, _ start: Int, _ end: Int, _ low: Int, _ eobRun: inout Int
    ) throws {
        var reader = readerState  // a local copy stays in registers
        defer { readerState = reader }
        if eobRun > 0 {
            eobRun -= 1
            return
        }
        var k = start
        while k <= end {
            let symbol = try reader.decode(table)
            let run = symbol >> 4
            let bits = symbol & 15
            if bits == 0 {
                if run < 15 {
                    eobRun = (1 << run) - 1 + reader.bits(run)
                    return
                }
                k += 16
                continue
            }
            k += run
            guard k <= 63 else { throw JPEGErrors.malformed("coefficient index out of range") }
            coefficients[zigzag[k]] = Int16(truncatingIfNeeded: reader.receiveExtend(bits) &<< Int32(low))
            k += 1
        }
    }

    /// Refinement AC scan: one more bit for coefficients already non-zero, and new ±1 coefficients.
    private func decodeACRefine(
        _ readerState: inout JPEGBitReader, _ table: JPEGHuffmanTable, _ coefficients: UnsafeMutablePointer<Int16>,
        _ zigzag: UnsafeMutablePointer<Int>, _ start: Int, _ end: Int, _ low: Int, _ eobRun: inout Int
    ) throws {
        var reader = readerState  // a local copy stays in registers
        defer { readerState = reader }
        let plus = Int16(1 << low)
        let minus = Int16(truncatingIfNeeded: -1 << low)
        var k = start
        if eobRun == 0 {
            while k <= end {
                let symbol = try reader.decode(table)
                var run = symbol >> 4
                let bits = symbol & 15
                var value: Int16 = 0
                if bits != 0 {
                    value = reader.bit() ? plus : minus
                } else if run != 15 {
                    eobRun = (1 << run) + reader.bits(run)
                    break
                }
                while k <= end {
                    let natural = zigzag[k]
                    let coefficient = coefficients[natural]
                    if coefficient != 0 {
                        if reader.bit() && coefficient & plus == 0 {
                            coefficients[natural] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
                        }
                    } else {
                        if run == 0 { break }
                        run &-= 1
                    }
                    k &+= 1
                }
                if value != 0 {
                    guard k <= end else { throw JPEGErrors.malformed("coefficient index out of range") }
                    coefficients[zigzag[k]] = value
                }
                k &+= 1
            }
        }
        if eobRun > 0 {
            while k <= end {
                let natural = zigzag[k]
                let coefficient = coefficients[natural]
                if coefficient != 0 && reader.bit() && coefficient & plus == 0 {
                    coefficients[natural] = coefficient >= 0 ? coefficient &+ plus : coefficient &+ minus
                }
                k &+= 1
            }
            eobRun &-= 1
        }
    }

    /// Multiplies one block of coefficients by its quantization table into `block`; returns whether any AC
    /// coefficient is non-zero.
    @inline(__always)
    private func dequantize(
        _ source: UnsafeMutablePointer<Int16>, _ table: UnsafeMutablePointer<Int32>,
        into block: UnsafeMutablePointer<Int32>
    ) -> Bool {
        var any = SIMD8<Int16>(repeating: 0)
        let notDC = SIMD8<Int16>(0, -1, -1, -1, -1, -1, -1, -1)
        for row in 0..<8 {
            var values = UnsafeRawPointer(source + row &* 8).loadUnaligned(as: SIMD8<Int16>.self)
            let factors = UnsafeRawPointer(table + row &* 8).loadUnaligned(as: SIMD8<Int32>.self)
            UnsafeMutableRawPointer(block + row &* 8).storeBytes(
                of: SIMD8<Int32>(truncatingIfNeeded: values) &* factors, as: SIMD8<Int32>.self)
            if row == 0 { values &= notDC }
            any |= values
        }
        let halves = unsafeBitCast(any, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] != 0
    }

    /// After a progressive frame: dequantizes and inverse-transforms every block into the sample planes, then
    /// frees the coefficients.
    func transformCoefficients() throws {
        let block = UnsafeMutablePointer<Int32>.allocate(capacity: 64)
        block.initialize(repeating: 0, count: 64)
        defer { block.deallocate() }
        for component in components {
            guard let coefficients = component.coefficients else { continue }
            guard quantDefined[component.quantTable] else { throw JPEGErrors.malformed("missing quantization table") }
            let table = quant + component.quantTable * 64
            let stride = component.stride
            let size = blockSize
            if size < 8 {
                // Scaled: the kept low coefficients, dequantized into their natural places.
                let kept = size * size
                for blockRow in 0..<((component.height + 7) / 8) {
                    for blockColumn in 0..<((component.width + 7) / 8) {
                        let source = coefficients + (blockRow * component.blocksPerLine + blockColumn) * kept
                        var hasAC = false
                        for row in 0..<size {
                            for column in 0..<size {
                                let value = Int32(source[row * size + column])
                                block[row * 8 + column] = value &* table[row * 8 + column]
                                if value != 0 && row + column > 0 { hasAC = true }
                            }
                        }
                        let output = component.plane + blockRow * size * stride + blockColumn * size
                        JPEGScaledIDCT.transform(block, size: size, hasAC: hasAC, output: output, stride: stride)
                    }
                }
                continue
            }
            for blockRow in 0..<((component.height + 7) / 8) {
                for blockColumn in 0..<((component.width + 7) / 8) {
                    let source = coefficients + (blockRow * component.blocksPerLine + blockColumn) * 64
                    let hasAC = dequantize(source, table, into: block)
                    let output = component.plane + blockRow * 8 * stride + blockColumn * 8
                    if hasAC {
                        JPEGIDCT.transform(block, output: output, stride: stride)
                    } else {
                        JPEGIDCT.fillDC(block, output: output, stride: stride)
                    }
                }
            }
        }
        // The coefficients are no longer needed: free them before the RGBA picture is allocated.
        for index in components.indices {
            components[index].coefficients?.deallocate()
            components[index].coefficients = nil
            components[index].nonZero?.deallocate()
            components[index].nonZero = nil
        }
    }
}

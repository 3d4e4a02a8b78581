/// Encodes RGBA pixels as a valid PNG with uncompressed ("stored") deflate blocks.
///
/// iTerm2's inline images need a file format the terminal decodes; a stored PNG needs no compressor, only the
/// zlib framing, an Adler-32 and a CRC-32 per chunk, and is exact. Size is ~4 bytes per pixel, which is fine for
/// pictures already scaled to the cell grid.
enum StoredPNGEncoder {
    /// The largest stored deflate block.
    static let blockSize = 65_535

    /// Raw bytes from which the stored blocks are written on several threads.
    static let parallelMinimum = 1 << 20

    /// Writes stored block `block` (its 5-byte header, then its part of the raw stream: each row after its filter
    /// byte 0) at `output`; returns the Adler-32 of its data alone.
    private static func writeBlock(
        _ block: Int, of blocks: Int, rawCount: Int, rowBytes: Int, pixels: UnsafePointer<UInt8>,
        into output: UnsafeMutablePointer<UInt8>
    ) -> RunningAdler32 {
        var raw = block * blockSize  // position in the raw (filtered) stream
        let length = min(blockSize, rawCount - raw)
        output[0] = block == blocks - 1 ? 1 : 0
        output[1] = UInt8(length & 0xFF)
        output[2] = UInt8(length >> 8)
        output[3] = UInt8(~length & 0xFF)
        output[4] = UInt8((~length >> 8) & 0xFF)
        var at = 5
        let blockEnd = raw + length
        while raw < blockEnd {
            // Where `raw` falls: a row's filter byte (0), or inside that row's pixels.
            let row = raw / (rowBytes + 1)
            let column = raw - row * (rowBytes + 1)
            if column == 0 {
                output[at] = 0
                at += 1
                raw += 1
                continue
            }
            let count = min(rowBytes - (column - 1), blockEnd - raw)
            (output + at).update(from: pixels + row * rowBytes + column - 1, count: count)
            at += count
            raw += count
        }
        var adler = RunningAdler32()
        adler.update(UnsafeRawBufferPointer(start: output + 5, count: length))
        return adler
    }

    /// The PNG file bytes of `image` (8-bit RGBA, colour type 6, no interlace, filter 0 on every row).
    ///
    /// Written in one pass into a buffer of the exact size: the rows (each after its filter byte) go straight
    /// into the stored blocks, then the checksums are taken over the bytes in place.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        let rowBytes = image.width * 4
        let rawCount = (rowBytes + 1) * image.height
        let blocks = (rawCount + blockSize - 1) / blockSize
        let zlibCount = 2 + rawCount + blocks * 5 + 4
        let fileCount = 8 + (12 + 13) + (12 + zlibCount) + 12
        return [UInt8](unsafeUninitializedCapacity: fileCount) { buffer, initialized in
            let file = buffer.baseAddress!
            var at = 0
            func append(_ bytes: [UInt8]) {
                for byte in bytes {
                    file[at] = byte
                    at += 1
                }
            }
            func appendBigEndian(_ value: UInt32) {
                append([
                    UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
                ])
            }
            /// Ends the chunk whose type starts at `typeStart`: its CRC-32 over the type and data.
            func appendCRC(from typeStart: Int) {
                appendBigEndian(
                    CRC32.checksum(UnsafeRawBufferPointer(start: file + typeStart, count: at - typeStart)))
            }
            append([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

            appendBigEndian(13)
            let headerStart = at
            append(Array("IHDR".utf8))
            appendBigEndian(UInt32(image.width))
            appendBigEndian(UInt32(image.height))
            append([8, 6, 0, 0, 0])
            appendCRC(from: headerStart)

            appendBigEndian(UInt32(zlibCount))
            let dataStart = at
            append(Array("IDAT".utf8))
            append([0x78, 0x01])
            // The stored blocks are independent (each starts at a known offset and raw position): on large
            // pictures they are written, and their Adler-32s taken, in ranges at once, then the checksums joined.
            let blocksStart = at
            var adlers = [RunningAdler32](repeating: RunningAdler32(), count: blocks)
            image.pixels.withUnsafeBufferPointer { pixels in
                adlers.withUnsafeMutableBufferPointer { adlers in
                    ParallelChunks.forEach(of: blocks, work: rawCount, minimumWork: parallelMinimum) { range in
                        for block in range {
                            adlers[block] = writeBlock(
                                block, of: blocks, rawCount: rawCount, rowBytes: rowBytes, pixels: pixels.baseAddress!,
                                into: file + blocksStart + block * (5 + blockSize))
                        }
                    }
                }
            }
            at = blocksStart + blocks * 5 + rawCount
            var adler = adlers[0]
            for block in 1..<blocks {
                adler.append(adlers[block], length: min(blockSize, rawCount - block * blockSize))
            }
            appendBigEndian(adler.value)
            appendCRC(from: dataStart)

            appendBigEndian(0)
            let endStart = at
            append(Array("IEND".utf8))
            appendCRC(from: endStart)
            precondition(at == fileCount, "StoredPNGEncoder: size mismatch")
            initialized = at
        }
    }
}

/// Writes an iTerm2 inline image (iTerm2, WezTerm, VS Code): one `OSC 1337 ; File=` sequence carrying a whole
/// PNG file in base64, sized in cells, ended by BEL.
///
/// The terminal decodes the file itself, so the picture is re-encoded as a small uncompressed PNG by
/// ``StoredPNGEncoder`` rather than passed through in its original format.
enum ITerm2InlineEncoder {
    /// The sequence that shows `image` over `grid` cells, keeping its aspect ratio inside them.
    static func inlineImage(_ image: RGBAImage, grid: CellGrid) -> String {
        let png = StoredPNGEncoder.encode(image)
        let prefix = Array(
            ("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(grid.columns);height=\(grid.rows)"
                + ";preserveAspectRatio=1:").utf8)
        // The prefix, the PNG in base64, BEL: written once, into the string's own storage.
        let total = prefix.count + Base64.encodedCount(png.count) + 1
        return String(unsafeUninitializedCapacity: total) { buffer in
            let output = UnsafeMutableRawPointer(buffer.baseAddress!)
            prefix.withUnsafeBytes { output.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            // Blocks of 3072 bytes are 4096 characters each, independent: a megabyte or more is encoded in ranges
            // of blocks at once.
            let block = 3_072
            png.withUnsafeBytes { png in
                ParallelChunks.forEach(
                    of: (png.count + block - 1) / block, work: png.count, minimumWork: parallelMinimum
                ) { blocks in
                    let end = min(png.count, blocks.upperBound * block)
                    Base64.encode(
                        UnsafeRawBufferPointer(rebasing: png[(blocks.lowerBound * block)..<end]),
                        into: output + prefix.count + blocks.lowerBound * block / 3 * 4)
                }
            }
            output.storeBytes(of: 0x07, toByteOffset: total - 1, as: UInt8.self)
            return total
        }
    }

    /// PNG bytes from which the base64 is written on several threads.
    static let parallelMinimum = 1 << 20
}

/// Writes the kitty graphics protocol (kitty, Ghostty, WezTerm): raw RGBA pixels, base64-encoded and sent in
/// chunks of at most 4096 bytes (`m=1` on every chunk but the last, `m=0`), placed over a given cell grid.
///
/// Every picture carries an image id so it can be deleted when the screen changes: kitty pictures float above
/// the text, so overwriting their cells with text does not remove them.
public enum KittyGraphicsEncoder {
    /// The largest base64 payload in one escape sequence, as the protocol requires.
    public static let chunkSize = 4096

    /// Transmits `image` (`a=T`, `f=32`, `s`/`v` its size) and shows it stretched over `grid` (`c`/`r`), with
    /// replies suppressed (`q=2`). With `moveCursor` false (`C=1`) the cursor stays where it was, as a
    /// full-screen app wants; otherwise it ends after the picture's last cell, as in a script's output.
    static func transmitAndDisplay(_ image: RGBAImage, id: UInt32, grid: CellGrid, moveCursor: Bool = true)
        -> String
    {
        var control = "a=T,f=32,s=\(image.width),v=\(image.height),i=\(id),c=\(grid.columns),r=\(grid.rows),q=2"
        if !moveCursor { control += ",C=1" }
        return image.pixels.withUnsafeBytes { chunked($0, firstControl: control) }
    }

    /// Deletes every placement of image `id` and frees its data (`a=d,d=I`), with replies suppressed.
    static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Deletes every picture on the visible screen (`a=d,d=A`): the broom for leaving the full-screen app.
    public static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// The base64 of `bytes` in escape sequences of at most ``chunkSize`` payload bytes: the first carries
    /// `firstControl`, the rest only `m` (and `q=2`).
    ///
    /// A chunk of 4096 characters is exactly 3072 source bytes, so each chunk is encoded on its own, straight
    /// into the string's storage, sized exactly beforehand.
    static func chunked(_ bytes: UnsafeRawBufferPointer, firstControl: String) -> String {
        let payloadCount = Base64.encodedCount(bytes.count)
        let sourceChunk = chunkSize / 4 * 3
        let chunks = max(1, (payloadCount + chunkSize - 1) / chunkSize)
        let first = Array(firstControl.utf8)
        // Per chunk: ESC _ G, the control keys, ";", the payload, ESC \. The first chunk's keys are
        // `firstControl,m=1` (or m=0), the others' `m=1,q=2` (or m=0,q=2).
        let total = payloadCount + chunks * 6 + (first.count + 4) + (chunks - 1) * 7
        // Where chunk `k` starts: after the first chunk (full when there are more), each later one is 13 + 4096.
        let firstLength = 3 + first.count + 5 + min(chunkSize, payloadCount) + 2
        return String(unsafeUninitializedCapacity: total) { buffer in
            let output = UnsafeMutableRawPointer(buffer.baseAddress!)
            /// Writes chunk `chunk` in place.
            func write(_ chunk: Int) {
                var at = chunk == 0 ? 0 : firstLength + (chunk - 1) * (13 + chunkSize)
                func append(_ text: StaticString) {
                    output.advanced(by: at).copyMemory(from: text.utf8Start, byteCount: text.utf8CodeUnitCount)
                    at += text.utf8CodeUnitCount
                }
                let start = chunk * sourceChunk
                let end = min(bytes.count, start + sourceChunk)
                let more = chunk + 1 < chunks
                append("\u{1B}_G")
                if chunk == 0 {
                    for byte in first {
                        output.storeBytes(of: byte, toByteOffset: at, as: UInt8.self)
                        at += 1
                    }
                    append(more ? ",m=1;" : ",m=0;")
                } else {
                    append(more ? "m=1,q=2;" : "m=0,q=2;")
                }
                at += Base64.encode(UnsafeRawBufferPointer(rebasing: bytes[start..<end]), into: output + at)
                append("\u{1B}\\")
            }
            // Chunks are independent: a megabyte or more is written in ranges of chunks at once.
            ParallelChunks.forEach(of: chunks, work: bytes.count, minimumWork: parallelMinimum) { range in
                for chunk in range { write(chunk) }
            }
            return total
        }
    }

    /// Source bytes from which the chunks are written on several threads.
    static let parallelMinimum = 1 << 20
}

import Foundation

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
    public static func transmitAndDisplay(_ image: RGBAImage, id: UInt32, grid: CellGrid, moveCursor: Bool = true)
        -> String
    {
        let payload = Data(image.pixels).base64EncodedString()
        var control = "a=T,f=32,s=\(image.width),v=\(image.height),i=\(id),c=\(grid.columns),r=\(grid.rows),q=2"
        if !moveCursor { control += ",C=1" }
        return chunked(payload, firstControl: control)
    }

    /// Deletes every placement of image `id` and frees its data (`a=d,d=I`), with replies suppressed.
    public static func delete(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Deletes every picture on the visible screen (`a=d,d=A`): the broom for leaving the full-screen app.
    public static let deleteAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// `payload` in escape sequences of at most ``chunkSize`` payload bytes: the first carries `firstControl`,
    /// the rest only `m` (and `q=2`).
    static func chunked(_ payload: String, firstControl: String) -> String {
        let bytes = Array(payload.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / chunkSize * 24 + 64)
        var start = 0
        repeat {
            let end = min(bytes.count, start + chunkSize)
            let more = end < bytes.count
            let control = (start == 0 ? firstControl + "," : "") + (more ? "m=1" : "m=0") + (start == 0 ? "" : ",q=2")
            output.append(contentsOf: [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")])
            output.append(contentsOf: Array(control.utf8))
            output.append(UInt8(ascii: ";"))
            output.append(contentsOf: bytes[start..<end])
            output.append(contentsOf: [0x1B, UInt8(ascii: "\\")])
            start = end
        } while start < bytes.count
        return String(decoding: output, as: UTF8.self)
    }
}

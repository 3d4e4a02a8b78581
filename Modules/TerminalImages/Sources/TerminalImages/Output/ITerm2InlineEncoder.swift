import Foundation

/// Writes an iTerm2 inline image (iTerm2, WezTerm, VS Code): one `OSC 1337 ; File=` sequence carrying a whole
/// PNG file in base64, sized in cells, ended by BEL.
///
/// The terminal decodes the file itself, so the picture is re-encoded as a small uncompressed PNG by
/// ``StoredPNGEncoder`` rather than passed through in its original format.
public enum ITerm2InlineEncoder {
    /// The sequence that shows `image` over `grid` cells, keeping its aspect ratio inside them.
    public static func inlineImage(_ image: RGBAImage, grid: CellGrid) -> String {
        let png = StoredPNGEncoder.encode(image)
        return "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(grid.columns);height=\(grid.rows)"
            + ";preserveAspectRatio=1:" + Data(png).base64EncodedString() + "\u{07}"
    }
}

/// Draws a picture with "▀" half-blocks in 24-bit colour: the foreground is the top pixel of a cell, the
/// background the bottom one, so one line of text shows two pixel rows.
///
/// Works on every true-colour terminal with no graphics protocol. Each line sets colours only when they change
/// and ends with a reset, so a line can be placed anywhere without bleeding colour into what follows.
enum HalfBlockEncoder {
    /// One line per two pixel rows of `image` (which should be opaque), each exactly `image.width` cells wide.
    /// An odd last row leaves the bottom halves in the terminal's default background.
    public static func lines(for image: RGBAImage) -> [String] {
        var lines: [String] = []
        lines.reserveCapacity((image.height + 1) / 2)
        let pixels = image.pixels
        let rowBytes = image.width * 4
        var top = 0
        while top < image.height {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(image.width * 40)
            var lastForeground: Int = -1
            var lastBackground: Int = -1
            let hasBottom = top + 1 < image.height
            for x in 0..<image.width {
                let upper = top * rowBytes + x * 4
                let foreground = packed(pixels[upper], pixels[upper + 1], pixels[upper + 2])
                var background = -2
                if hasBottom {
                    let lower = upper + rowBytes
                    background = packed(pixels[lower], pixels[lower + 1], pixels[lower + 2])
                }
                let newForeground = foreground != lastForeground
                let newBackground = background != lastBackground
                if newForeground || newBackground {
                    bytes.append(contentsOf: [0x1B, UInt8(ascii: "[")])
                    if newForeground {
                        appendColor(foreground, prefix: "38;2;", to: &bytes)
                    }
                    if newBackground {
                        if newForeground { bytes.append(UInt8(ascii: ";")) }
                        if background < 0 {
                            bytes.append(contentsOf: Array("49".utf8))
                        } else {
                            appendColor(background, prefix: "48;2;", to: &bytes)
                        }
                    }
                    bytes.append(UInt8(ascii: "m"))
                    lastForeground = foreground
                    lastBackground = background
                }
                bytes.append(contentsOf: [0xE2, 0x96, 0x80])  // "▀"
            }
            bytes.append(contentsOf: [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")])
            lines.append(String(decoding: bytes, as: UTF8.self))
            top += 2
        }
        return lines
    }

    private static func packed(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
        Int(red) << 16 | Int(green) << 8 | Int(blue)
    }

    private static func appendColor(_ color: Int, prefix: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: Array(prefix.utf8))
        appendDecimal(color >> 16, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal((color >> 8) & 0xFF, to: &bytes)
        bytes.append(UInt8(ascii: ";"))
        appendDecimal(color & 0xFF, to: &bytes)
    }

    /// Appends the decimal digits of a non-negative `value` as ASCII.
    static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

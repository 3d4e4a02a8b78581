@testable import TerminalImages

/// Small made-up pictures for the output tests, so no decoder is needed.
enum SyntheticImages {
    /// A `width` × `height` picture from a function of the pixel position giving (r, g, b, a).
    static func make(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (red, green, blue, alpha) = color(x, y)
                pixels += [red, green, blue, alpha]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One colour everywhere.
    static func solid(width: Int, height: Int, _ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255)
        -> RGBAImage
    {
        make(width: width, height: height) { _, _ in (red, green, blue, alpha) }
    }

    /// A 96 × 64 "patch": four flat quadrants (red, blue, white, a grey ramp) with a transparent disc in the
    /// middle, so every snapshot shows flat runs, edges, a gradient and alpha compositing.
    static let patch = make(width: 96, height: 64) { x, y in
        let dx = x - 48
        let dy = y - 32
        if dx * dx + dy * dy < 14 * 14 { return (0, 0, 0, 0) }
        switch (x < 48, y < 32) {
        case (true, true): return (255, 0, 0, 255)
        case (false, true): return (0, 51, 255, 255)
        case (true, false): return (255, 255, 255, 255)
        case (false, false):
            let level = UInt8((x - 48) * 255 / 47)
            return (level, level, level, 255)
        }
    }
}

/// The readable form of escape output used in the goldens: ESC is shown as `␛`, BEL as `␇`, and a line break
/// follows each string terminator (`␛\`), each BEL and each of `extraBreaks`.
enum ReadableEscapes {
    static func lines(_ output: String, breakingAfter extraBreaks: [String] = []) -> [String] {
        var text = output.replacingOccurrences(of: "\u{1B}", with: "␛").replacingOccurrences(of: "\u{07}", with: "␇")
        for mark in ["␛\\", "␇"] + extraBreaks {
            text = text.replacingOccurrences(of: mark, with: mark + "\n")
        }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Undoes ``lines(_:breakingAfter:)``, to prove the goldens lose nothing.
    static func original(_ lines: [String]) -> String {
        lines.joined().replacingOccurrences(of: "␛", with: "\u{1B}").replacingOccurrences(of: "␇", with: "\u{07}")
    }
}

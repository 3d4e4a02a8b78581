import Foundation

/// The inverse DCT of one block straight to 4 × 4, 2 × 2 or 1 × 1 samples, for a picture decoded at 1/2, 1/4 or 1/8
/// of its size (libjpeg's DCT scaling): no full-size samples are ever made.
///
/// As libjpeg's scaled transforms (since version 7), an N × N output reads only the N × N lowest-frequency
/// coefficients: each output sample is the block's cosine series evaluated at the centre of the N × N cell it
/// stands for. 1 × 1 is the DC value alone, exactly as libjpeg's `jpeg_idct_1x1` (and ``JPEGIDCT/fillDC``).
enum JPEGScaledIDCT {
    /// `basis[size][x * size + u]`: C(u) / 2 × cos((2x + 1) u π / 2N), for N = 2 and 4 (index by N).
    private static let basis: [[Float]] = (0...4).map { size in
        guard size == 2 || size == 4 else { return [] }
        var table = [Float](repeating: 0, count: size * size)
        for x in 0..<size {
            for u in 0..<size {
                let scale = u == 0 ? 1 / (2 * 2.0.squareRoot()) : 0.5
                table[x * size + u] = Float(scale * cos(Double(2 * x + 1) * Double(u) * Double.pi / Double(2 * size)))
            }
        }
        return table
    }

    /// Transforms `input` (64 dequantized coefficients, natural order) into `size` × `size` samples at `output`
    /// (`stride` bytes a row) and clears `input`. `hasAC` false: the block is flat (its DC value only).
    static func transform(
        _ input: UnsafeMutablePointer<Int32>, size: Int, hasAC: Bool, output: UnsafeMutablePointer<UInt8>,
        stride: Int
    ) {
        if size == 1 || !hasAC {
            // As fillDC: round(DC / 8) + 128, clamped.
            let value = ((input[0] &<< 2 &+ 16) &>> 5) &+ 128
            let sample = UInt8(value < 0 ? 0 : (value > 255 ? 255 : value))
            for row in 0..<size {
                for column in 0..<size { output[row &* stride &+ column] = sample }
            }
            if hasAC {
                input.update(repeating: 0, count: 64)
            } else {
                input[0] = 0
            }
            return
        }
        basis[size].withUnsafeBufferPointer { table in
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 16) { across in
                // Across each kept row of coefficients, then down.
                for v in 0..<size {
                    for x in 0..<size {
                        var sum: Float = 0
                        for u in 0..<size { sum += table[x &* size &+ u] * Float(input[v &* 8 &+ u]) }
                        across[v &* size &+ x] = sum
                    }
                }
                for y in 0..<size {
                    for x in 0..<size {
                        var sum: Float = 128
                        for v in 0..<size { sum += table[y &* size &+ v] * across[v &* size &+ x] }
                        let rounded = sum.rounded()
                        output[y &* stride &+ x] = UInt8(rounded < 0 ? 0 : (rounded > 255 ? 255 : rounded))
                    }
                }
            }
        }
        input.update(repeating: 0, count: 64)
    }
}

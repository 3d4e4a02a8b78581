/// The accurate integer inverse DCT ("islow", after the Independent JPEG Group's jidctint.c): 13-bit
/// fixed-point constants, two passes, results identical to libjpeg's default decoder.
///
/// Works on one 8×8 block of dequantized coefficients in natural order and writes 8-bit samples into a
/// plane with the given row stride.
enum JPEGIDCT {
    private static let constBits = 13
    private static let pass1Bits = 2

    private static let fix0_298631336 = 2446
    private static let fix0_390180644 = 3196
    private static let fix0_541196100 = 4433
    private static let fix0_765366865 = 6270
    private static let fix0_899976223 = 7373
    private static let fix1_175875602 = 9633
    private static let fix1_501321110 = 12299
    private static let fix1_847759065 = 15137
    private static let fix1_961570560 = 16069
    private static let fix2_053119869 = 16819
    private static let fix2_562915447 = 20995
    private static let fix3_072711026 = 25172

    @inline(__always) private static func clamp(_ value: Int) -> UInt8 {
        let shifted = value &+ 128
        return shifted < 0 ? 0 : (shifted > 255 ? 255 : UInt8(truncatingIfNeeded: shifted))
    }

    /// Transforms `input` (64 coefficients, natural order, already multiplied by the quantization table)
    /// into `output`; `workspace` holds 64 scratch integers. `input` is cleared to zero on return so the
    /// caller can reuse it for the next block.
    @inline(__always)
    static func transform(
        _ input: UnsafeMutablePointer<Int32>, workspace: UnsafeMutablePointer<Int32>,
        output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        // Pass 1: columns from input into the workspace.
        for column in 0..<8 {
            let inp = input + column
            let ws = workspace + column
            if inp[8] == 0 && inp[16] == 0 && inp[24] == 0 && inp[32] == 0 && inp[40] == 0 && inp[48] == 0
                && inp[56] == 0
            {
                let dc = Int32(truncatingIfNeeded: Int(inp[0]) &<< pass1Bits)
                ws[0] = dc
                ws[8] = dc
                ws[16] = dc
                ws[24] = dc
                ws[32] = dc
                ws[40] = dc
                ws[48] = dc
                ws[56] = dc
                inp[0] = 0
                continue
            }
            var z2 = Int(inp[16])
            var z3 = Int(inp[48])
            var z1 = (z2 &+ z3) &* fix0_541196100
            var tmp2 = z1 &+ z3 &* -fix1_847759065
            var tmp3 = z1 &+ z2 &* fix0_765366865
            z2 = Int(inp[0])
            z3 = Int(inp[32])
            var tmp0 = (z2 &+ z3) &<< constBits
            var tmp1 = (z2 &- z3) &<< constBits
            let tmp10 = tmp0 &+ tmp3
            let tmp13 = tmp0 &- tmp3
            let tmp11 = tmp1 &+ tmp2
            let tmp12 = tmp1 &- tmp2

            tmp0 = Int(inp[56])
            tmp1 = Int(inp[40])
            tmp2 = Int(inp[24])
            tmp3 = Int(inp[8])
            z1 = tmp0 &+ tmp3
            z2 = tmp1 &+ tmp2
            z3 = tmp0 &+ tmp2
            var z4 = tmp1 &+ tmp3
            let z5 = (z3 &+ z4) &* fix1_175875602
            tmp0 = tmp0 &* fix0_298631336
            tmp1 = tmp1 &* fix2_053119869
            tmp2 = tmp2 &* fix3_072711026
            tmp3 = tmp3 &* fix1_501321110
            z1 = z1 &* -fix0_899976223
            z2 = z2 &* -fix2_562915447
            z3 = z3 &* -fix1_961570560
            z4 = z4 &* -fix0_390180644
            z3 = z3 &+ z5
            z4 = z4 &+ z5
            tmp0 = tmp0 &+ z1 &+ z3
            tmp1 = tmp1 &+ z2 &+ z4
            tmp2 = tmp2 &+ z2 &+ z3
            tmp3 = tmp3 &+ z1 &+ z4

            let shift = constBits - pass1Bits
            let round = 1 &<< (shift - 1)
            ws[0] = Int32(truncatingIfNeeded: (tmp10 &+ tmp3 &+ round) &>> shift)
            ws[56] = Int32(truncatingIfNeeded: (tmp10 &- tmp3 &+ round) &>> shift)
            ws[8] = Int32(truncatingIfNeeded: (tmp11 &+ tmp2 &+ round) &>> shift)
            ws[48] = Int32(truncatingIfNeeded: (tmp11 &- tmp2 &+ round) &>> shift)
            ws[16] = Int32(truncatingIfNeeded: (tmp12 &+ tmp1 &+ round) &>> shift)
            ws[40] = Int32(truncatingIfNeeded: (tmp12 &- tmp1 &+ round) &>> shift)
            ws[24] = Int32(truncatingIfNeeded: (tmp13 &+ tmp0 &+ round) &>> shift)
            ws[32] = Int32(truncatingIfNeeded: (tmp13 &- tmp0 &+ round) &>> shift)
            inp[0] = 0
            inp[8] = 0
            inp[16] = 0
            inp[24] = 0
            inp[32] = 0
            inp[40] = 0
            inp[48] = 0
            inp[56] = 0
        }

        // Pass 2: rows from the workspace into the output.
        let finalShift = constBits + pass1Bits + 3
        let finalRound = 1 &<< (finalShift - 1)
        for row in 0..<8 {
            let ws = workspace + row &* 8
            let out = output + row &* stride
            if ws[1] == 0 && ws[2] == 0 && ws[3] == 0 && ws[4] == 0 && ws[5] == 0 && ws[6] == 0 && ws[7] == 0 {
                let value = clamp((Int(ws[0]) &+ (1 &<< (pass1Bits + 2))) &>> (pass1Bits + 3))
                out[0] = value
                out[1] = value
                out[2] = value
                out[3] = value
                out[4] = value
                out[5] = value
                out[6] = value
                out[7] = value
                continue
            }
            var z2 = Int(ws[2])
            var z3 = Int(ws[6])
            var z1 = (z2 &+ z3) &* fix0_541196100
            var tmp2 = z1 &+ z3 &* -fix1_847759065
            var tmp3 = z1 &+ z2 &* fix0_765366865
            var tmp0 = (Int(ws[0]) &+ Int(ws[4])) &<< constBits
            var tmp1 = (Int(ws[0]) &- Int(ws[4])) &<< constBits
            let tmp10 = tmp0 &+ tmp3
            let tmp13 = tmp0 &- tmp3
            let tmp11 = tmp1 &+ tmp2
            let tmp12 = tmp1 &- tmp2

            tmp0 = Int(ws[7])
            tmp1 = Int(ws[5])
            tmp2 = Int(ws[3])
            tmp3 = Int(ws[1])
            z1 = tmp0 &+ tmp3
            z2 = tmp1 &+ tmp2
            z3 = tmp0 &+ tmp2
            var z4 = tmp1 &+ tmp3
            let z5 = (z3 &+ z4) &* fix1_175875602
            tmp0 = tmp0 &* fix0_298631336
            tmp1 = tmp1 &* fix2_053119869
            tmp2 = tmp2 &* fix3_072711026
            tmp3 = tmp3 &* fix1_501321110
            z1 = z1 &* -fix0_899976223
            z2 = z2 &* -fix2_562915447
            z3 = z3 &* -fix1_961570560
            z4 = z4 &* -fix0_390180644
            z3 = z3 &+ z5
            z4 = z4 &+ z5
            tmp0 = tmp0 &+ z1 &+ z3
            tmp1 = tmp1 &+ z2 &+ z4
            tmp2 = tmp2 &+ z2 &+ z3
            tmp3 = tmp3 &+ z1 &+ z4

            out[0] = clamp((tmp10 &+ tmp3 &+ finalRound) &>> finalShift)
            out[7] = clamp((tmp10 &- tmp3 &+ finalRound) &>> finalShift)
            out[1] = clamp((tmp11 &+ tmp2 &+ finalRound) &>> finalShift)
            out[6] = clamp((tmp11 &- tmp2 &+ finalRound) &>> finalShift)
            out[2] = clamp((tmp12 &+ tmp1 &+ finalRound) &>> finalShift)
            out[5] = clamp((tmp12 &- tmp1 &+ finalRound) &>> finalShift)
            out[3] = clamp((tmp13 &+ tmp0 &+ finalRound) &>> finalShift)
            out[4] = clamp((tmp13 &- tmp0 &+ finalRound) &>> finalShift)
        }
    }
}

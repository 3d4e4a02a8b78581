/// The accurate integer inverse DCT ("islow", after the Independent JPEG Group's jidctint.c): 13-bit
/// fixed-point constants, columns then rows, results identical to libjpeg's default decoder.
///
/// Works on one 8×8 block of dequantized coefficients in natural order and writes 8-bit samples into a
/// plane with the given row stride. The caller passes the block's `shape` (which rows and columns hold
/// non-zero coefficients) so that all-zero columns and the zero high half of sparse blocks cost nothing;
/// skipping only terms that are zero keeps the output exact.
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

    /// The shape bit of natural index `n`: bit `n % 8` marks its column, bit `8 + n / 8` its row.
    @inline(__always) static func shapeBit(_ natural: Int) -> Int {
        (1 &<< (natural & 7)) | (1 &<< (8 &+ natural &>> 3))
    }

    @inline(__always) private static func clamp(_ value: Int) -> UInt8 {
        let shifted = value &+ 128
        return shifted < 0 ? 0 : (shifted > 255 ? 255 : UInt8(truncatingIfNeeded: shifted))
    }

    /// One 8-point islow butterfly; returns the eight outputs before descaling, in output order.
    @inline(__always)
    private static func kernel(
        _ s0: Int, _ s1: Int, _ s2: Int, _ s3: Int, _ s4: Int, _ s5: Int, _ s6: Int, _ s7: Int
    ) -> (Int, Int, Int, Int, Int, Int, Int, Int) {
        var z1 = (s2 &+ s6) &* fix0_541196100
        var tmp2 = z1 &+ s6 &* -fix1_847759065
        var tmp3 = z1 &+ s2 &* fix0_765366865
        var tmp0 = (s0 &+ s4) &<< constBits
        var tmp1 = (s0 &- s4) &<< constBits
        let tmp10 = tmp0 &+ tmp3
        let tmp13 = tmp0 &- tmp3
        let tmp11 = tmp1 &+ tmp2
        let tmp12 = tmp1 &- tmp2

        z1 = s7 &+ s1
        var z2 = s5 &+ s3
        var z3 = s7 &+ s3
        var z4 = s5 &+ s1
        let z5 = (z3 &+ z4) &* fix1_175875602
        tmp0 = s7 &* fix0_298631336
        tmp1 = s5 &* fix2_053119869
        tmp2 = s3 &* fix3_072711026
        tmp3 = s1 &* fix1_501321110
        z1 = z1 &* -fix0_899976223
        z2 = z2 &* -fix2_562915447
        z3 = z3 &* -fix1_961570560 &+ z5
        z4 = z4 &* -fix0_390180644 &+ z5
        tmp0 = tmp0 &+ z1 &+ z3
        tmp1 = tmp1 &+ z2 &+ z4
        tmp2 = tmp2 &+ z2 &+ z3
        tmp3 = tmp3 &+ z1 &+ z4
        return (
            tmp10 &+ tmp3, tmp11 &+ tmp2, tmp12 &+ tmp1, tmp13 &+ tmp0, tmp13 &- tmp0, tmp12 &- tmp1,
            tmp11 &- tmp2, tmp10 &- tmp3
        )
    }

    /// The transform of a block whose only non-zero coefficient is DC: one flat value, exactly what
    /// `transform` would produce. Clears `input[0]`.
    @inline(__always)
    static func fillDC(_ input: UnsafeMutablePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        let columnValue = Int(Int32(truncatingIfNeeded: Int(input[0]) &<< pass1Bits))
        input[0] = 0
        let value = UInt64(clamp((columnValue &+ (1 &<< (pass1Bits + 2))) &>> (pass1Bits + 3)))
        let row = value &* 0x0101_0101_0101_0101
        for line in 0..<8 {
            UnsafeMutableRawPointer(output + line &* stride).storeBytes(of: row, as: UInt64.self)
        }
    }

    /// Transforms `input` (64 coefficients, natural order, already multiplied by the quantization table)
    /// into `output`; `workspace` holds 64 scratch integers; `shape` is the OR of `shapeBit` over the
    /// non-zero coefficients (0xFFFF when unknown). `input` is cleared on return for the next block.
    @inline(__always)
    static func transform(
        _ input: UnsafeMutablePointer<Int32>, shape: Int, workspace: UnsafeMutablePointer<Int32>,
        output: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let columns = (shape | 1) & 0xFF
        let lowRows = shape & 0xF000 == 0
        let lowColumns = shape & 0xF0 == 0
        let shift1 = constBits - pass1Bits
        let round1 = 1 &<< (shift1 - 1)

        // Pass 1: columns from input into the workspace.
        for column in 0..<8 {
            let inp = input + column
            let ws = workspace + column
            if columns & (1 &<< column) == 0 {
                ws[0] = 0
                ws[8] = 0
                ws[16] = 0
                ws[24] = 0
                ws[32] = 0
                ws[40] = 0
                ws[48] = 0
                ws[56] = 0
                continue
            }
            let s0 = Int(inp[0])
            let s1 = Int(inp[8])
            let s2 = Int(inp[16])
            let s3 = Int(inp[24])
            let result: (Int, Int, Int, Int, Int, Int, Int, Int)
            if lowRows {
                if s1 == 0 && s2 == 0 && s3 == 0 {
                    let dc = Int32(truncatingIfNeeded: s0 &<< pass1Bits)
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
                result = kernel(s0, s1, s2, s3, 0, 0, 0, 0)
                inp[0] = 0
                inp[8] = 0
                inp[16] = 0
                inp[24] = 0
            } else {
                let s4 = Int(inp[32])
                let s5 = Int(inp[40])
                let s6 = Int(inp[48])
                let s7 = Int(inp[56])
                if s1 == 0 && s2 == 0 && s3 == 0 && s4 == 0 && s5 == 0 && s6 == 0 && s7 == 0 {
                    let dc = Int32(truncatingIfNeeded: s0 &<< pass1Bits)
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
                result = kernel(s0, s1, s2, s3, s4, s5, s6, s7)
                inp[0] = 0
                inp[8] = 0
                inp[16] = 0
                inp[24] = 0
                inp[32] = 0
                inp[40] = 0
                inp[48] = 0
                inp[56] = 0
            }
            ws[0] = Int32(truncatingIfNeeded: (result.0 &+ round1) &>> shift1)
            ws[8] = Int32(truncatingIfNeeded: (result.1 &+ round1) &>> shift1)
            ws[16] = Int32(truncatingIfNeeded: (result.2 &+ round1) &>> shift1)
            ws[24] = Int32(truncatingIfNeeded: (result.3 &+ round1) &>> shift1)
            ws[32] = Int32(truncatingIfNeeded: (result.4 &+ round1) &>> shift1)
            ws[40] = Int32(truncatingIfNeeded: (result.5 &+ round1) &>> shift1)
            ws[48] = Int32(truncatingIfNeeded: (result.6 &+ round1) &>> shift1)
            ws[56] = Int32(truncatingIfNeeded: (result.7 &+ round1) &>> shift1)
        }

        // Pass 2: rows from the workspace into the output.
        let shift2 = constBits + pass1Bits + 3
        let round2 = 1 &<< (shift2 - 1)
        for row in 0..<8 {
            let ws = workspace + row &* 8
            let out = output + row &* stride
            let s0 = Int(ws[0])
            let s1 = Int(ws[1])
            let s2 = Int(ws[2])
            let s3 = Int(ws[3])
            let result: (Int, Int, Int, Int, Int, Int, Int, Int)
            if lowColumns {
                if s1 == 0 && s2 == 0 && s3 == 0 {
                    let value = UInt64(clamp((s0 &+ (1 &<< (pass1Bits + 2))) &>> (pass1Bits + 3)))
                    UnsafeMutableRawPointer(out).storeBytes(of: value &* 0x0101_0101_0101_0101, as: UInt64.self)
                    continue
                }
                result = kernel(s0, s1, s2, s3, 0, 0, 0, 0)
            } else {
                let s4 = Int(ws[4])
                let s5 = Int(ws[5])
                let s6 = Int(ws[6])
                let s7 = Int(ws[7])
                if s1 == 0 && s2 == 0 && s3 == 0 && s4 == 0 && s5 == 0 && s6 == 0 && s7 == 0 {
                    let value = UInt64(clamp((s0 &+ (1 &<< (pass1Bits + 2))) &>> (pass1Bits + 3)))
                    UnsafeMutableRawPointer(out).storeBytes(of: value &* 0x0101_0101_0101_0101, as: UInt64.self)
                    continue
                }
                result = kernel(s0, s1, s2, s3, s4, s5, s6, s7)
            }
            out[0] = clamp((result.0 &+ round2) &>> shift2)
            out[1] = clamp((result.1 &+ round2) &>> shift2)
            out[2] = clamp((result.2 &+ round2) &>> shift2)
            out[3] = clamp((result.3 &+ round2) &>> shift2)
            out[4] = clamp((result.4 &+ round2) &>> shift2)
            out[5] = clamp((result.5 &+ round2) &>> shift2)
            out[6] = clamp((result.6 &+ round2) &>> shift2)
            out[7] = clamp((result.7 &+ round2) &>> shift2)
        }
    }
}

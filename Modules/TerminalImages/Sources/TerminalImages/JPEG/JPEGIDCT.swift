/// The accurate integer inverse DCT ("islow", after the Independent JPEG Group's jidctint.c): 13-bit
/// fixed-point constants, columns then rows, results identical to libjpeg's default decoder.
///
/// Works on one 8×8 block of dequantized coefficients in natural order and writes 8-bit samples into a
/// plane with the given row stride. Each pass runs on eight lanes at once (`SIMD8<Int32>`) with 16-bit inputs
/// and 32-bit sums, like libjpeg-turbo's SIMD code; for any real JPEG the values fit, hostile ones only wrap.
enum JPEGIDCT {
    private typealias Vector = SIMD8<Int32>
    private typealias Rows = (Vector, Vector, Vector, Vector, Vector, Vector, Vector, Vector)

    private static let constBits: Int32 = 13
    private static let pass1Bits: Int32 = 2

    private static let fix0_298631336: Int32 = 2446
    private static let fix0_390180644: Int32 = 3196
    private static let fix0_541196100: Int32 = 4433
    private static let fix0_765366865: Int32 = 6270
    private static let fix0_899976223: Int32 = 7373
    private static let fix1_175875602: Int32 = 9633
    private static let fix1_501321110: Int32 = 12299
    private static let fix1_847759065: Int32 = 15137
    private static let fix1_961570560: Int32 = 16069
    private static let fix2_053119869: Int32 = 16819
    private static let fix2_562915447: Int32 = 20995
    private static let fix3_072711026: Int32 = 25172

    /// One 8-point islow butterfly on eight lanes; returns the eight outputs before descaling, in order.
    ///
    /// jidctint.c's products of sums are expanded into products of single inputs with combined constants,
    /// so every multiply is 16 × 16 bits (inputs are truncated to 16 bits, as libjpeg-turbo's SIMD code does)
    /// and compiles to one SSE2 `pmaddwd` or NEON multiply. Integer arithmetic is exact, so the sums are
    /// the same as the C code's.
    @inline(__always)
    private static func kernel(
        _ s0: Vector, _ s1: Vector, _ s2: Vector, _ s3: Vector, _ s4: Vector, _ s5: Vector, _ s6: Vector,
        _ s7: Vector
    ) -> Rows {
        let tmp2 = s2 &* fix0_541196100 &+ s6 &* (fix0_541196100 - fix1_847759065)
        let tmp3 = s2 &* (fix0_541196100 + fix0_765366865) &+ s6 &* fix0_541196100
        let even0 = (s0 &+ s4) &<< constBits
        let even1 = (s0 &- s4) &<< constBits
        let tmp10 = even0 &+ tmp3
        let tmp13 = even0 &- tmp3
        let tmp11 = even1 &+ tmp2
        let tmp12 = even1 &- tmp2

        let a: Int32 = fix1_175875602
        let odd0 =
            s7 &* (fix0_298631336 - fix0_899976223 - fix1_961570560 + a) &+ s1 &* (a - fix0_899976223)
            &+ s3 &* (a - fix1_961570560) &+ s5 &* a
        let odd1 =
            s5 &* (fix2_053119869 - fix2_562915447 - fix0_390180644 + a) &+ s3 &* (a - fix2_562915447)
            &+ s1 &* (a - fix0_390180644) &+ s7 &* a
        let odd2 =
            s3 &* (fix3_072711026 - fix2_562915447 - fix1_961570560 + a) &+ s5 &* (a - fix2_562915447)
            &+ s7 &* (a - fix1_961570560) &+ s1 &* a
        let odd3 =
            s1 &* (fix1_501321110 - fix0_899976223 - fix0_390180644 + a) &+ s7 &* (a - fix0_899976223)
            &+ s5 &* (a - fix0_390180644) &+ s3 &* a
        return (
            tmp10 &+ odd3, tmp11 &+ odd2, tmp12 &+ odd1, tmp13 &+ odd0, tmp13 &- odd0, tmp12 &- odd1,
            tmp11 &- odd2, tmp10 &- odd3
        )
    }

    /// The transform of a block whose only non-zero coefficient is DC: one flat value, exactly what
    /// `transform` would produce. Clears `input[0]`.
    @inline(__always)
    static func fillDC(_ input: UnsafeMutablePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        let column = input[0] &<< pass1Bits
        input[0] = 0
        let value = ((column &+ (1 &<< (pass1Bits + 2))) &>> (pass1Bits + 3)) &+ 128
        let clamped = UInt64(value < 0 ? 0 : (value > 255 ? 255 : value))
        let row = clamped &* 0x0101_0101_0101_0101
        for line in 0..<8 {
            UnsafeMutableRawPointer(output + line &* stride).storeBytes(of: row, as: UInt64.self)
        }
    }

    /// Transforms `input` (64 coefficients, natural order, already multiplied by the quantization table)
    /// into `output`. `input` is cleared on return so the caller can reuse it for the next block.
    @inline(__always)
    static func transform(_ input: UnsafeMutablePointer<Int32>, output: UnsafeMutablePointer<UInt8>, stride: Int) {
        let raw = UnsafeMutableRawPointer(input)
        @inline(__always) func row(_ index: Int) -> Vector {
            Vector(
                truncatingIfNeeded: SIMD8<Int16>(
                    truncatingIfNeeded: raw.loadUnaligned(fromByteOffset: index &* 32, as: Vector.self)))
        }
        // Pass 1: each lane is a column; the vectors are the eight input rows.
        let columns = kernel(row(0), row(1), row(2), row(3), row(4), row(5), row(6), row(7))
        let zero = Vector(repeating: 0)
        for index in 0..<8 { raw.storeBytes(of: zero, toByteOffset: index &* 32, as: Vector.self) }
        let shift1 = constBits - pass1Bits
        let round1 = Vector(repeating: 1 &<< (shift1 - 1))
        let work: Rows = (
            (columns.0 &+ round1) &>> shift1, (columns.1 &+ round1) &>> shift1, (columns.2 &+ round1) &>> shift1,
            (columns.3 &+ round1) &>> shift1, (columns.4 &+ round1) &>> shift1, (columns.5 &+ round1) &>> shift1,
            (columns.6 &+ round1) &>> shift1, (columns.7 &+ round1) &>> shift1
        )
        // Pass 2: transpose so that each lane is a row.
        @inline(__always) func column(_ k: Int) -> Vector {
            Vector(
                truncatingIfNeeded: SIMD8<Int16>(
                    truncatingIfNeeded: Vector(
                        work.0[k], work.1[k], work.2[k], work.3[k], work.4[k], work.5[k], work.6[k], work.7[k])))
        }
        let rows = kernel(column(0), column(1), column(2), column(3), column(4), column(5), column(6), column(7))
        let shift2 = constBits + pass1Bits + 3
        let round2 = Vector(repeating: (1 &<< (shift2 - 1)) &+ (128 &<< shift2))  // also adds the +128 centre
        @inline(__always) func finish(_ value: Vector) -> Vector {
            // Clamp to 0...255 without comparisons: negatives become 0, anything over 255 becomes 255.
            let shifted = (value &+ round2) &>> shift2
            let positive = shifted & ~(shifted &>> 31)
            return (positive | ((255 &- positive) &>> 31)) & 255
        }
        let out: Rows = (
            finish(rows.0), finish(rows.1), finish(rows.2), finish(rows.3), finish(rows.4), finish(rows.5),
            finish(rows.6), finish(rows.7)
        )
        // `out.c[r]` is the sample at row r, column c: gather each row's eight bytes into one store.
        for line in 0..<8 {
            var bytes = UInt64(UInt32(bitPattern: out.0[line]))
            bytes |= UInt64(UInt32(bitPattern: out.1[line])) &<< 8
            bytes |= UInt64(UInt32(bitPattern: out.2[line])) &<< 16
            bytes |= UInt64(UInt32(bitPattern: out.3[line])) &<< 24
            bytes |= UInt64(UInt32(bitPattern: out.4[line])) &<< 32
            bytes |= UInt64(UInt32(bitPattern: out.5[line])) &<< 40
            bytes |= UInt64(UInt32(bitPattern: out.6[line])) &<< 48
            bytes |= UInt64(UInt32(bitPattern: out.7[line])) &<< 56
            UnsafeMutableRawPointer(output + line &* stride).storeBytes(of: bytes.littleEndian, as: UInt64.self)
        }
    }
}

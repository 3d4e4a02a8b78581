@testable import TerminalImages

/// Builds small PNG files chunk by chunk for tests (valid CRCs unless told otherwise), so that each rule of
/// the decoder can be broken on purpose.
enum PNGTestFile {
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { CRC32.checksum($0) }
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func header(width: UInt32, height: UInt32, depth: UInt8, colorType: UInt8, interlace: UInt8 = 0) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [depth, colorType, 0, 0, interlace])
    }

    /// A whole file: signature, the given chunks, IEND.
    static func file(_ chunks: [UInt8]...) -> [UInt8] {
        PNGDecoder.signature + chunks.flatMap { $0 } + chunk("IEND", [])
    }

    /// `data` as a zlib stream of stored blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        ZlibInflaterTests.storedStream(data)
    }
}

@testable import TerminalImages

/// The stored PNG encoder as it was before it wrote into one buffer (commit f9fc743's parent): byte-at-a-time
/// CRC-32 and Adler-32 over separate arrays, kept only as the reference the fast one must match byte for byte.
enum ReferenceStoredPNGEncoder {
    /// The PNG file bytes of `image` (8-bit RGBA, colour type 6, no interlace, filter 0 on every row).
    static func encode(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        let rowBytes = image.width * 4
        raw.reserveCapacity((rowBytes + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            raw.append(contentsOf: image.pixels[(y * rowBytes)..<((y + 1) * rowBytes)])
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib.reserveCapacity(raw.count + raw.count / 65_535 * 5 + 16)
        var start = 0
        repeat {
            let end = min(raw.count, start + 65_535)
            let length = end - start
            zlib.append(end == raw.count ? 1 : 0)
            zlib.append(UInt8(length & 0xFF))
            zlib.append(UInt8(length >> 8))
            zlib.append(UInt8(~length & 0xFF))
            zlib.append(UInt8((~length >> 8) & 0xFF))
            zlib.append(contentsOf: raw[start..<end])
            start = end
        } while start < raw.count
        appendBigEndian(adler32(raw), to: &zlib)

        var header: [UInt8] = []
        appendBigEndian(UInt32(image.width), to: &header)
        appendBigEndian(UInt32(image.height), to: &header)
        header.append(contentsOf: [8, 6, 0, 0, 0])

        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(zlib.count + 64)
        appendChunk("IHDR", header, to: &file)
        appendChunk("IDAT", zlib, to: &file)
        appendChunk("IEND", [], to: &file)
        return file
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        appendBigEndian(UInt32(data.count), to: &file)
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: typeBytes)
        file.append(contentsOf: data)
        var crc = crc32(typeBytes, start: 0xFFFF_FFFF)
        crc = crc32(data, start: crc)
        appendBigEndian(crc ^ 0xFFFF_FFFF, to: &file)
    }

    private static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes.append(UInt8(value >> 24))
        bytes.append(UInt8((value >> 16) & 0xFF))
        bytes.append(UInt8((value >> 8) & 0xFF))
        bytes.append(UInt8(value & 0xFF))
    }

    private static let crcTable: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 {
            value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1
        }
        return value
    }

    /// The running (not yet inverted) CRC-32 of `bytes` continued from `start`.
    static func crc32(_ bytes: [UInt8], start: UInt32) -> UInt32 {
        var crc = start
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc
    }

    /// The Adler-32 checksum zlib puts after the deflate data.
    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1
        var high: UInt32 = 0
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + 5552)
            while index < end {
                low += UInt32(bytes[index])
                high += low
                index += 1
            }
            low %= 65_521
            high %= 65_521
        }
        return high << 16 | low
    }
}

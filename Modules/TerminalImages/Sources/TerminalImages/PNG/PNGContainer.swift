/// The chunks of a PNG file that matter for its pixels (IHDR, PLTE, tRNS, IDAT), read and checked (length,
/// CRC, order) without decompressing anything yet. The size limit is applied as soon as IHDR is read.
struct PNGContainer {
    let header: PNGHeader
    let palette: [UInt8]?
    let transparency: [UInt8]?
    /// Where each IDAT chunk's data lies in the file, in order.
    let imageData: [Range<Int>]

    /// Reads the chunks of `file`, which starts with the PNG signature; stops at IEND.
    init(_ file: UnsafeBufferPointer<UInt8>, limits: ImageLimits) throws(ImageDecodingError) {
        let signature = PNGDecoder.signature
        guard file.count >= signature.count else { throw .truncated }
        guard file.prefix(signature.count).elementsEqual(signature) else {
            throw .malformed("PNG: bad signature")
        }
        var position = signature.count
        var header: PNGHeader?
        var palette: [UInt8]?
        var transparency: [UInt8]?
        var imageData: [Range<Int>] = []
        while true {
            guard position + 8 <= file.count else { throw .truncated }
            let length =
                Int(file[position]) << 24 | Int(file[position + 1]) << 16 | Int(file[position + 2]) << 8
                | Int(file[position + 3])
            guard length <= Int(Int32.max) else { throw .malformed("PNG: chunk length over 2³¹−1") }
            let typeStart = position + 4
            let dataStart = position + 8
            guard length <= file.count - dataStart - 4 else { throw .truncated }
            let dataEnd = dataStart + length
            let type = String(decoding: file[typeStart..<dataStart], as: UTF8.self)
            guard file[typeStart..<dataStart].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
                throw .malformed("PNG: invalid chunk type")
            }
            let storedCRC =
                UInt32(file[dataEnd]) << 24 | UInt32(file[dataEnd + 1]) << 16 | UInt32(file[dataEnd + 2]) << 8
                | UInt32(file[dataEnd + 3])
            let computedCRC = CRC32.checksum(UnsafeBufferPointer(rebasing: file[typeStart..<dataEnd]))
            guard storedCRC == computedCRC else { throw .malformed("PNG: CRC mismatch in \(type)") }
            position = dataEnd + 4
            let data = UnsafeBufferPointer(rebasing: file[dataStart..<dataEnd])

            if header == nil && type != "IHDR" { throw .malformed("PNG: first chunk is not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw .malformed("PNG: second IHDR") }
                let parsed = try PNGHeader(data)
                let (pixels, overflow) = parsed.width.multipliedReportingOverflow(by: parsed.height)
                guard !overflow, pixels <= limits.maxPixels else {
                    throw .tooLarge("\(parsed.width)×\(parsed.height) is over \(limits.maxPixels) pixels")
                }
                header = parsed
            case "PLTE":
                guard palette == nil, imageData.isEmpty else { throw .malformed("PNG: misplaced PLTE") }
                guard length % 3 == 0, length >= 3, length <= 768 else { throw .malformed("PNG: bad PLTE length") }
                palette = Array(data)
            case "tRNS":
                guard imageData.isEmpty else { throw .malformed("PNG: tRNS after IDAT") }
                transparency = Array(data)
            case "IDAT":
                imageData.append(dataStart..<dataEnd)
            case "IEND":
                guard let header else { throw .malformed("PNG: no IHDR") }
                guard !imageData.isEmpty else { throw .malformed("PNG: no IDAT") }
                if header.colorType == 3 {
                    guard let palette else { throw .malformed("PNG: palette image without PLTE") }
                    if let transparency, transparency.count > palette.count / 3 {
                        throw .malformed("PNG: tRNS has more entries than PLTE")
                    }
                }
                self.header = header
                self.palette = palette
                self.transparency = transparency
                self.imageData = imageData
                return
            default:
                // Bit 5 of the first letter clear (upper case) marks a chunk a decoder must understand.
                if file[typeStart] & 0x20 == 0 { throw .unsupported("PNG: unknown critical chunk \(type)") }
            }
        }
    }
}

/// One colour component of a JPEG frame (Y, Cb, Cr or grey): its sampling factors, its tables and the
/// storage its blocks decode into.
///
/// The storage is owned by the frame reader, which frees it; this struct only points at it.
struct JPEGComponent {
    /// The component identifier from SOF, matched by SOS.
    let identifier: Int
    /// Horizontal and vertical sampling factors (1...4).
    let horizontal: Int
    let vertical: Int
    /// Which quantization table (0...3) the component uses.
    let quantTable: Int
    /// The component's own size in samples: ceil(image size × factor / largest factor).
    let width: Int
    let height: Int
    /// Blocks per row and per column of the storage, padded to whole MCUs.
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// Decoded 8-bit samples, `blocksPerLine * 8` bytes per row.
    let plane: UnsafeMutablePointer<UInt8>
    /// Quantized coefficients, 64 per block in natural (row-major) order (progressive frames only).
    var coefficients: UnsafeMutablePointer<Int16>?

    /// Bytes per row of `plane`.
    var stride: Int { blocksPerLine * 8 }
}

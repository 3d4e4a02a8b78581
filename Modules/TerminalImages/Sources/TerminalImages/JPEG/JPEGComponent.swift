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
    /// The samples each 8 × 8 block decodes to across and down: 8, or 4, 2, 1 when the frame is scaled by its
    /// DCT to 1/2, 1/4, 1/8 (as libjpeg's `scale_denom`).
    let blockSize: Int
    /// Decoded 8-bit samples, `blocksPerLine * blockSize` bytes per row.
    let plane: UnsafeMutablePointer<UInt8>
    /// Quantized coefficients (progressive frames only), natural (row-major) order: 64 per block, or when scaled
    /// only the `blockSize` × `blockSize` lowest frequencies the scaled transform reads.
    var coefficients: UnsafeMutablePointer<Int16>?
    /// Scaled progressive frames only: a bit per coefficient of each block saying whether it is non-zero (the
    /// refinement scans' syntax depends on it for the coefficients not kept).
    var nonZero: UnsafeMutablePointer<UInt64>?

    /// Bytes per row of `plane`.
    var stride: Int { blocksPerLine * blockSize }
    /// The component's size in samples once scaled.
    var scaledWidth: Int { (width * blockSize + 7) / 8 }
    /// See ``scaledWidth``.
    var scaledHeight: Int { (height * blockSize + 7) / 8 }
    /// Coefficients kept per block.
    var coefficientsPerBlock: Int { blockSize * blockSize }
}

/// What the entropy decoder needs about one component of the current scan, gathered in one value so that
/// the hot loop reads locals rather than the frame reader's arrays.
struct JPEGScanComponent {
    /// Index in the frame's component list.
    let index: Int
    let horizontal: Int
    let vertical: Int
    /// Blocks covering the component's own samples (non-interleaved scans visit only these).
    let blocksWide: Int
    let blocksHigh: Int
    let blocksPerLine: Int
    let plane: UnsafeMutablePointer<UInt8>
    let stride: Int
    let coefficients: UnsafeMutablePointer<Int16>?
    /// Scaled progressive frames: which coefficients of each block are non-zero (see ``JPEGComponent/nonZero``).
    let nonZero: UnsafeMutablePointer<UInt64>?
    /// The component's quantization table, natural order.
    let quant: UnsafeMutablePointer<Int32>
    /// The scan's tables for this component; a placeholder empty table when the scan does not use one.
    let dcTable: JPEGHuffmanTable
    let acTable: JPEGHuffmanTable
}

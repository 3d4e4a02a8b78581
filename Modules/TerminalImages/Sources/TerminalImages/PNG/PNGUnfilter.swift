/// Reverses the five PNG row filters (none, sub, up, average, Paeth) in place, so each row holds plain
/// samples again before it is turned into RGBA.
enum PNGUnfilter {
    /// Unfilters `row` (`count` bytes, without the filter-type byte) given the already unfiltered row above
    /// (`prior`, all zeros for a pass's first row) and the filter stride in bytes.
    static func unfilter(
        type: UInt8, row: UnsafeMutablePointer<UInt8>, prior: UnsafePointer<UInt8>, count: Int, stride: Int
    ) throws(ImageDecodingError) {
        let lead = min(stride, count)
        switch type {
        case 0:
            return
        case 1:
            var index = stride
            while index < count {
                row[index] &+= row[index - stride]
                index += 1
            }
        case 2:
            for index in 0..<count { row[index] &+= prior[index] }
        case 3:
            for index in 0..<lead { row[index] &+= prior[index] >> 1 }
            var index = stride
            while index < count {
                row[index] &+= UInt8(truncatingIfNeeded: (Int(row[index - stride]) + Int(prior[index])) >> 1)
                index += 1
            }
        case 4:
            for index in 0..<lead { row[index] &+= prior[index] }
            var index = stride
            while index < count {
                let left = Int(row[index - stride])
                let above = Int(prior[index])
                let upperLeft = Int(prior[index - stride])
                let distanceLeft = abs(above - upperLeft)
                let distanceAbove = abs(left - upperLeft)
                let distanceUpperLeft = abs(left + above - 2 * upperLeft)
                let predictor: Int
                if distanceLeft <= distanceAbove && distanceLeft <= distanceUpperLeft {
                    predictor = left
                } else if distanceAbove <= distanceUpperLeft {
                    predictor = above
                } else {
                    predictor = upperLeft
                }
                row[index] &+= UInt8(truncatingIfNeeded: predictor)
                index += 1
            }
        default:
            throw .malformed("PNG: unknown filter type \(type)")
        }
    }
}

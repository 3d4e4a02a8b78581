/// The summary figures of a set of timings or sizes.
enum Statistics {
    /// The median of `values` (the mean of the middle two for an even count); 0 for no values.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// The memory one decode holds, counted before each large buffer is allocated: a picture whose next buffer would
/// take the total over ``ImageLimits/memoryBudget`` is refused with the figures, before the allocation.
///
/// A class so every stage of a decode (container, inflate, rows, scaler, JPEG planes) counts against one total;
/// one decode uses it on one thread. Tests read ``peak`` and ``largest``: the decoder's own accounting.
final class DecodeBudget {
    /// The most bytes held at once.
    let limit: Int
    /// Bytes held now.
    private(set) var held = 0
    /// The most bytes held at once so far.
    private(set) var peak = 0
    /// The largest single buffer counted.
    private(set) var largest = 0

    /// A budget of `limit` bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// Counts `bytes` for `what` (e.g. "the 6320×6320 picture's rows"), or throws `.tooLarge` naming it, the size
    /// and the budget when the total would go over it.
    func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws(ImageDecodingError) {
        let bytes = max(0, bytes)
        guard bytes <= limit - held else {
            throw .tooLarge(
                "\(what()) needs \(Self.megabytes(bytes)), over the memory budget of \(Self.megabytes(limit))"
                    + (held > 0 ? " (\(Self.megabytes(held)) already in use)" : ""))
        }
        held += bytes
        peak = max(peak, held)
        largest = max(largest, bytes)
    }

    /// Gives back `bytes` counted earlier.
    func release(_ bytes: Int) {
        held = max(0, held - max(0, bytes))
    }

    /// `bytes` in megabytes, one decimal under 10.
    static func megabytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_000_000
        return value < 10 ? "\((value * 10).rounded(.up) / 10) MB" : "\(Int(value.rounded(.up))) MB"
    }
}

extension DiskCacheStore {
    /// The store's size cap when nobody sets one: 50 MiB.
    static let defaultByteLimit = 50 * 1024 * 1024

    /// A size cap as a user wrote it, in MiB (fractions allowed), in bytes: a positive number up to 100 GiB,
    /// else ``defaultByteLimit``.
    public static func byteLimit(megabytes text: String?) -> Int {
        guard let megabytes = text.flatMap(Double.init), megabytes.isFinite, megabytes > 0, megabytes <= 102_400
        else { return defaultByteLimit }
        return max(1, Int(megabytes * 1024 * 1024))
    }
}

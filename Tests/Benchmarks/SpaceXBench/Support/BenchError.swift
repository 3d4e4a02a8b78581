/// Why a benchmark could not be measured; printed and turned into a non-zero exit.
struct BenchError: Error, CustomStringConvertible {
    /// What went wrong, in words.
    let message: String

    /// Creates an error with its message.
    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}

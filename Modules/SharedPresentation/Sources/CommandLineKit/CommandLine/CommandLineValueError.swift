/// A bad option value found by a feature's own reader (``ScannedOption/parsed(_:)``), as the one-line message a
/// usage error shows.
public protocol CommandLineValueError: Error {
    /// The message, naming the option.
    var message: String { get }
}

/// Why an end-to-end helper could not do its job.
public struct EndToEndSupportError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, for the test log.
    public let description: String

    /// Creates an error.
    public init(_ description: String) {
        self.description = description
    }
}

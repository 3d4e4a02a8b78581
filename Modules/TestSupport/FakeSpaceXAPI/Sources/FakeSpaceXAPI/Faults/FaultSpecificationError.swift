/// Why a fault description sent to `POST /_fake/faults` was refused.
public struct FaultSpecificationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, sent back as a 400 `text/plain` body.
    public let message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

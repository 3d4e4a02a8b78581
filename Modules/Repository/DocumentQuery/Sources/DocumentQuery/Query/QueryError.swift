/// Why a query was refused; the fake answers it with 400 and the message as `text/plain`, like the real server.
public struct QueryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message sent to the client, worded like MongoDB's or Mongoose's.
    public let message: String

    /// Creates an error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

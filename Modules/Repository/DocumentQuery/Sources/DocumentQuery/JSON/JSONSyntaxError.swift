/// Why a text is not valid JSON, worded like the messages of Node's `JSON.parse`.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, e.g. `Unexpected token } in JSON at position 7`.
    public let message: String

    /// Creates an error with its message.
    public init(message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

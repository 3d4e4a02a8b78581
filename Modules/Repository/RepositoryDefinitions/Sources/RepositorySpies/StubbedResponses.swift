import Foundation

/// A FIFO of canned responses for one spied method: each call takes the next; the last one is reused.
///
/// Calling a method with no response set stops the test with a message naming the method, since a spy that
/// silently invents answers would hide a test that was set up wrongly.
public struct StubbedResponses<Response> {
    private var queue: [Response] = []

    /// Creates an empty FIFO.
    public init() {}

    /// Creates a FIFO with these responses.
    public init(_ responses: [Response]) {
        queue = responses
    }

    /// Adds a response at the end.
    public mutating func append(_ response: Response) { queue.append(response) }

    /// Replaces every response with `response`.
    public mutating func set(_ response: Response) { queue = [response] }

    /// Whether any response is set.
    public var isEmpty: Bool { queue.isEmpty }

    /// Takes the next response, or stops with a message naming `method` when none is set.
    public mutating func next(for method: String) -> Response {
        guard let first = queue.first else {
            fatalError("\(method) was called but the spy has no response set: set one before calling it.")
        }
        if queue.count > 1 { queue.removeFirst() }
        return first
    }
}

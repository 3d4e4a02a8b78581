/// Records the calls of a factory that a command uses to make what it loads from (a script command makes one
/// repository per run): the arguments of every call and every value made, in order. Tests hand the command a
/// closure that goes through ``record(_:making:)`` and then read ``requests`` and ``made``.
@MainActor
public final class FactoryRecorder<Request, Made> {
    /// The arguments of every call, in order.
    public private(set) var requests: [Request] = []
    /// What every call made, in order.
    public private(set) var made: [Made] = []

    /// Creates a recorder with nothing recorded.
    public init() {}

    /// Records `request`, makes the value with `make`, records it and returns it.
    public func record(_ request: Request, making make: () -> Made) -> Made {
        requests.append(request)
        let value = make()
        made.append(value)
        return value
    }
}

/// Why the loopback server could not start.
public enum LoopbackServerError: Error, Equatable, Sendable {
    /// A socket call failed with this `errno` (e.g. `bind` when the port is taken).
    case socketCallFailed(call: String, errno: Int32)
    /// `start()` was called on a server that was already started once.
    case alreadyStarted
}

import Foundation

/// Runs blocking work (waiting for a child process) on its own thread, so several runs can wait at once
/// without tying up the two threads of Swift's cooperative pool on a two-core machine.
enum OffThread {
    /// The result of `work`, run on a new thread.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}

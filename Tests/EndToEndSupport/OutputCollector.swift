import Foundation

/// Reads a pipe to its end on a background thread, so a chatty process never blocks on a full pipe.
public final class OutputCollector: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let storage = Storage()

    /// Starts reading `handle` at once.
    public init(_ handle: FileHandle) {
        let storage = storage
        let done = done
        Thread {
            storage.set(handle.readDataToEndOfFile())
            done.signal()
        }.start()
    }

    /// Everything read, once the writer closed the pipe (waits at most 10 s for that).
    public func data() -> Data {
        if done.wait(timeout: .now() + 10) == .success { done.signal() }
        return storage.get()
    }

    /// Everything read, as UTF-8 text.
    public func text() -> String {
        String(decoding: data(), as: UTF8.self)
    }

    // @unchecked Sendable is safe: `data` is only touched under `lock`.
    private final class Storage: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func set(_ value: Data) { lock.withLock { data = value } }
        func get() -> Data { lock.withLock { data } }
    }
}

import Foundation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to standard output and error with `write(2)` instead of `FileHandle.write`, which traps when a write
/// fails (a full disk, a file over its size limit, a closed pipe while SIGPIPE is ignored). The workspace's only
/// write loop: printed output, messages and the terminal's frames all go through it.
enum FileDescriptorOutput {
    /// Writes all of `text` to `descriptor`, retrying after EINTR; returns the `errno` of a failed write, or nil.
    /// A write that takes 0 bytes is an error (EIO): retrying it could loop forever.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0, errno == EINTR { continue }
                if written < 0 { return errno }
                if written == 0 { return EIO }
                offset += written
            }
            return nil
        }
    }
}

#if canImport(Glibc)
    private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
        Glibc.write(fd, buffer, count)
    }
#else
    private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
        Darwin.write(fd, buffer, count)
    }
#endif

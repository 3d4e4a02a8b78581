import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A blocking TCP client for tests that need exact bytes on the wire; every read is bounded in time.
final class RawSocketClient {
    enum Failure: Error {
        case connectFailed(Int32)
    }

    private let fd: Int32

    /// Connects to 127.0.0.1:`port`.
    init(port: UInt16) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            close(fd)
            throw Failure.connectFailed(code)
        }
        var timeout = timeval()
        timeout.tv_sec = 1
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit {
        close(fd)
    }

    /// Sends text as UTF-8.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
            _ = Glibc.send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            _ = Darwin.send(fd, bytes, bytes.count, 0)
        #endif
    }

    /// Reads until `done` says the bytes so far are enough, the server closes, or `seconds` pass.
    func read(for seconds: Double = 10, until done: (Data) -> Bool = { _ in false }) -> Data {
        var received = Data()
        let deadline = Date().addingTimeInterval(seconds)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline, !done(received) {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, 4096, 0) }
            if count > 0 {
                received.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                break
            } else if errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR {
                break
            }
        }
        return received
    }

    /// Reads until the server closes the connection (bounded by `seconds`).
    func readUntilClosed(for seconds: Double = 10) -> String {
        String(decoding: read(for: seconds), as: UTF8.self)
    }

    /// Whether the server closed the connection (reads return end of stream) within `seconds`.
    func serverClosed(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var byte: UInt8 = 0
        while Date() < deadline {
            let count = recv(fd, &byte, 1, 0)
            if count == 0 { return true }
            if count < 0, errno != EAGAIN, errno != EWOULDBLOCK, errno != EINTR { return true }
        }
        return false
    }
}

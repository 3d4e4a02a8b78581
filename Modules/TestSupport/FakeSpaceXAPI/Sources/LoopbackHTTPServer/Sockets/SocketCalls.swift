import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Thin wrappers over the BSD socket calls the server needs, hiding the Glibc/Darwin differences.
enum SocketCalls {
    /// Flags for `send`: MSG_NOSIGNAL on Linux so a closed peer gives EPIPE instead of SIGPIPE.
    #if canImport(Glibc)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let sendFlags: Int32 = 0
    #endif

    /// Creates a TCP socket bound to 127.0.0.1:`port` (0 picks a free port) and listening.
    ///
    /// - Returns: the listening descriptor and the port it really got.
    static func makeListener(port: UInt16, backlog: Int32) throws(LoopbackServerError) -> (fd: Int32, port: UInt16) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .socketCallFailed(call: "socket", errno: errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port).bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .socketCallFailed(call: "bind", errno: code)
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .socketCallFailed(call: "listen", errno: code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw .socketCallFailed(call: "getsockname", errno: code)
        }
        return (fd, UInt16(bigEndian: actual.sin_port))
    }

    /// Accepts one pending connection, or returns nil when none could be taken.
    static func acceptConnection(on listener: Int32) -> Int32? {
        let fd = accept(listener, nil, nil)
        return fd >= 0 ? fd : nil
    }

    /// Prepares an accepted connection: no SIGPIPE on Darwin, and a send timeout so a stuck peer cannot block forever.
    static func configureConnection(_ fd: Int32, sendTimeout seconds: Double) {
        #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        let whole = Int(seconds)
        var timeout = timeval()
        timeout.tv_sec = whole
        timeout.tv_usec = .init(Int((seconds - Double(whole)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Sends every byte of `data`; false when the peer went away or the send timed out.
    static func sendAll(_ fd: Int32, _ data: Data) -> Bool {
        if data.isEmpty { return true }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress else { return true }
            var sent = 0
            while sent < raw.count {
                let result = send(fd, base + sent, raw.count - sent, sendFlags)
                if result > 0 {
                    sent += result
                } else if result < 0, errno == EINTR {
                    continue
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// Receives up to `capacity` bytes and appends them to `buffer`.
    ///
    /// - Returns: the number of bytes read; 0 when the peer closed; -1 on error.
    static func receive(_ fd: Int32, into buffer: inout [UInt8], capacity: Int = 16 * 1024) -> Int {
        var chunk = [UInt8](repeating: 0, count: capacity)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, capacity, 0) }
            if count < 0, errno == EINTR { continue }
            if count > 0 { buffer.append(contentsOf: chunk[0..<count]) }
            return count
        }
    }

    /// Whether the peer has closed its side, checked without consuming any byte.
    static func peerHasClosed(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
        return count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
    }

    /// Shuts down both directions, which wakes any thread blocked on the descriptor.
    static func shutdownBoth(_ fd: Int32) {
        #if canImport(Glibc)
            shutdown(fd, Int32(SHUT_RDWR))
        #else
            shutdown(fd, SHUT_RDWR)
        #endif
    }

    /// Signals end of stream to the peer (it reads everything sent so far, then EOF) but keeps reading possible.
    static func shutdownWriting(_ fd: Int32) {
        #if canImport(Glibc)
            shutdown(fd, Int32(SHUT_WR))
        #else
            shutdown(fd, SHUT_WR)
        #endif
    }

    /// Closes the descriptor with SO_LINGER 0, so the peer gets a TCP reset instead of a clean end.
    static func resetAndClose(_ fd: Int32) {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        close(fd)
    }

    /// Closes the descriptor.
    static func closeDescriptor(_ fd: Int32) {
        close(fd)
    }

    /// Waits until one of `fds` is readable (or hung up) or `timeout` seconds pass (nil waits without limit).
    ///
    /// - Returns: the readiness of each descriptor, or nil on timeout.
    static func waitReadable(_ fds: [Int32], timeout: Double?) -> [Bool]? {
        var entries = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while true {
            var milliseconds: Int32 = -1
            if let deadline {
                let left = deadline.timeIntervalSinceNow
                if left <= 0 { return nil }
                milliseconds = Int32(min(left * 1000, Double(Int32.max)).rounded(.up))
            }
            let result = poll(&entries, nfds_t(entries.count), milliseconds)
            if result < 0 {
                if errno == EINTR { continue }
                return fds.map { _ in true }
            }
            if result == 0 { return nil }
            return entries.map { $0.revents != 0 }
        }
    }

    /// Creates a pipe, returning its read and write ends.
    static func makePipe() throws(LoopbackServerError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .socketCallFailed(call: "pipe", errno: errno) }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a descriptor, ignoring failure (used to wake pollers).
    static func writeByte(_ fd: Int32) {
        var byte: UInt8 = 1
        _ = write(fd, &byte, 1)
    }
}

import Foundation
import RepositoryDefinitions

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One blocking TCP connection for ``SocketHTTPTransport``: every wait is a `poll` on the socket and a wake-up
/// pipe, bounded by the idle timeout and the exchange's deadline, so waiting costs no CPU and a cancelled task
/// or a trickling server ends it on time.
///
/// The deadline is an instant of the monotonic clock, checked before every wait: once it has passed the socket
/// times out whatever is waiting to be read (a `poll` with a zero timeout would report a busy socket ready, and a
/// server that never stops sending would never time out).
final class HTTPSocket {
    private let descriptor: Int32
    private let wakeUp: Int32
    private let idleTimeout: TimeInterval
    private let deadline: ContinuousClock.Instant

    /// Connects to `host`:`port`; `wakeUp` is a descriptor that becomes readable when the exchange is cancelled.
    init(
        host: String, port: Int, wakeUp: Int32, idleTimeout: TimeInterval, deadline: ContinuousClock.Instant
    ) throws(TransportError) {
        self.wakeUp = wakeUp
        self.idleTimeout = idleTimeout
        self.deadline = deadline
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
            throw .cannotConnect
        }
        defer { freeaddrinfo(list) }
        var failure = TransportError.cannotConnect
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            #if canImport(Glibc)
                let type = address.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue)
            #else
                let type = address.pointee.ai_socktype
            #endif
            let socketDescriptor = socket(address.pointee.ai_family, type, 0)
            guard socketDescriptor >= 0 else { continue }
            #if canImport(Darwin)
                _ = fcntl(socketDescriptor, F_SETFD, FD_CLOEXEC)
            #endif
            do throws(TransportError) {
                try Self.startConnecting(
                    socketDescriptor, to: address.pointee, wakeUp: wakeUp,
                    timeout: try Self.milliseconds(idleTimeout, deadline))
                descriptor = socketDescriptor
                return
            } catch {
                close(socketDescriptor)
                failure = error
                if error == .cancelled || error == .timedOut { break }
            }
        }
        throw failure
    }

    deinit {
        close(descriptor)
    }

    /// Sends every byte of `data`.
    func send(_ data: Data) throws(TransportError) {
        var offset = 0
        while offset < data.count {
            try wait(for: Int16(POLLOUT))
            let sent = data.withUnsafeBytes { buffer -> Int in
                #if canImport(Glibc)
                    Glibc.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(descriptor, buffer.baseAddress! + offset, buffer.count - offset, 0)
                #endif
            }
            if sent < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .connectionLost
            }
            offset += sent
        }
    }

    /// Reads what has arrived (at most `limit` bytes), waiting for it; an empty result means the server closed.
    func receive(upTo limit: Int = 64 * 1024) throws(TransportError) -> [UInt8] {
        while true {
            try wait(for: Int16(POLLIN))
            var buffer = [UInt8](repeating: 0, count: limit)
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, limit, 0) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .connectionLost
            }
            buffer.removeLast(limit - count)
            return buffer
        }
    }

    /// Waits until the socket is ready for `events`, the exchange is cancelled, or a time limit passes.
    private func wait(for events: Int16) throws(TransportError) {
        try Self.poll(
            descriptor, events: events, wakeUp: wakeUp, timeout: try Self.milliseconds(idleTimeout, deadline))
    }

    /// The shorter of the idle timeout and what is left before the deadline, in milliseconds; `timedOut` once the
    /// deadline has passed.
    private static func milliseconds(
        _ idle: TimeInterval, _ deadline: ContinuousClock.Instant
    ) throws(TransportError) -> Int32 {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { throw .timedOut }
        let left = Swift.min(idle, TransportDeadline.seconds(remaining))
        return Int32(Swift.min(Swift.max(left, 0.001) * 1000, Double(Int32.max)).rounded(.up))
    }

    private static func startConnecting(
        _ descriptor: Int32, to address: addrinfo, wakeUp: Int32, timeout: Int32
    ) throws(TransportError) {
        let flags = fcntl(descriptor, F_GETFL, 0)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        #if canImport(Glibc)
            let started = Glibc.connect(descriptor, address.ai_addr, address.ai_addrlen)
        #else
            let started = Darwin.connect(descriptor, address.ai_addr, address.ai_addrlen)
        #endif
        if started == 0 { return }
        guard errno == EINPROGRESS else { throw .cannotConnect }
        try poll(descriptor, events: Int16(POLLOUT), wakeUp: wakeUp, timeout: timeout)
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
        if error != 0 { throw .cannotConnect }
    }

    private static func poll(
        _ descriptor: Int32, events: Int16, wakeUp: Int32, timeout: Int32
    ) throws(TransportError) {
        var entries = [
            pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: wakeUp, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = entries.withUnsafeMutableBufferPointer {
                #if canImport(Glibc)
                    Glibc.poll($0.baseAddress, nfds_t($0.count), timeout)
                #else
                    Darwin.poll($0.baseAddress, nfds_t($0.count), timeout)
                #endif
            }
            if ready < 0 {
                if errno == EINTR { continue }
                throw .connectionLost
            }
            if ready == 0 { throw .timedOut }
            if entries[1].revents != 0 { throw .cancelled }
            return
        }
    }
}

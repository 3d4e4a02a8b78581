import Foundation

/// Serves the requests of one accepted connection, in order, until it should close.
///
/// It never closes the descriptor itself; it reports how the connection should end.
struct ConnectionLoop {
    /// How the connection ends once the loop returns.
    enum Ending: Equatable {
        /// Close normally (FIN after everything sent).
        case close
        /// Abort with a TCP reset.
        case reset
    }

    private enum PlanOutcome {
        case keepOpen
        case end(Ending)
    }

    let fd: Int32
    let configuration: LoopbackServerConfiguration
    let signal: StopSignal
    let handler: LoopbackServer.Handler

    /// Reads requests and carries out the handler's plans until the connection should end.
    func run() -> Ending {
        var buffer: [UInt8] = []
        while !signal.isRaised {
            guard let head = readHead(&buffer), let body = readBody(of: head, from: &buffer) else {
                return .close
            }
            let request = head.request(body: body)
            let keepAlive = configuration.keepAlive && request.wantsKeepAlive
            let plan = handler(request)
            switch execute(plan, keepAlive: keepAlive, includeBody: request.method != "HEAD") {
            case .keepOpen: continue
            case .end(let ending): return ending
            }
        }
        return .close
    }

    /// Ends the sending side, then reads and discards what the client still sends (bounded) before the close.
    ///
    /// Closing a socket with unread input makes the kernel send a reset, which can destroy a response the
    /// client has not read yet (e.g. a 411 sent while a chunked body is still arriving).
    func lingerBeforeClose(maxSeconds: Double = 1, maxBytes: Int = 1 << 20) {
        SocketCalls.shutdownWriting(fd)
        let deadline = Date().addingTimeInterval(maxSeconds)
        var discarded: [UInt8] = []
        while discarded.count < maxBytes {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, signal.waitReadable(fd, timeout: left) == .readable,
                SocketCalls.receive(fd, into: &discarded) > 0
            else { return }
        }
    }

    private func readHead(_ buffer: inout [UInt8]) -> HTTPRequestHead? {
        while true {
            let outcome = HTTPRequestHeadParser.parse(
                buffer, maxHeadBytes: configuration.maxHeadBytes, maxBodyBytes: configuration.maxBodyBytes)
            switch outcome {
            case .complete(let head, let consumed):
                buffer.removeFirst(consumed)
                return head
            case .rejected(let status, let message):
                _ = SocketCalls.sendAll(fd, HTTPResponse.text(status, message).encoded(closeConnection: true))
                return nil
            case .incomplete:
                guard readMore(into: &buffer) else { return nil }
            }
        }
    }

    private func readBody(of head: HTTPRequestHead, from buffer: inout [UInt8]) -> Data? {
        if head.expectsContinue, buffer.count < head.contentLength {
            guard SocketCalls.sendAll(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) else { return nil }
        }
        while buffer.count < head.contentLength {
            guard readMore(into: &buffer) else { return nil }
        }
        let body = Data(buffer[0..<head.contentLength])
        buffer.removeFirst(head.contentLength)
        return body
    }

    private func readMore(into buffer: inout [UInt8]) -> Bool {
        guard signal.waitReadable(fd, timeout: configuration.idleTimeout) == .readable else { return false }
        return SocketCalls.receive(fd, into: &buffer) > 0
    }

    private func execute(_ plan: HTTPResponsePlan, keepAlive: Bool, includeBody: Bool) -> PlanOutcome {
        switch plan {
        case .respond(let response):
            let closing =
                !keepAlive || signal.isRaised
                || response.headers.values(for: "Connection").contains { $0.lowercased() == "close" }
            let sent = SocketCalls.sendAll(fd, response.encoded(closeConnection: closing, includeBody: includeBody))
            return sent && !closing ? .keepOpen : .end(.close)
        case .sendRawThenClose(let bytes):
            _ = SocketCalls.sendAll(fd, bytes)
            return .end(.close)
        case .stall(let seconds, let then):
            guard signal.stall(seconds: seconds, watching: fd) == .elapsed else { return .end(.close) }
            return execute(then, keepAlive: keepAlive, includeBody: includeBody)
        case .stream(let head, let chunk, let pause):
            guard SocketCalls.sendAll(fd, head) else { return .end(.close) }
            while !signal.isRaised {
                if pause > 0, signal.stall(seconds: pause, watching: fd) != .elapsed { break }
                guard SocketCalls.sendAll(fd, chunk) else { break }
            }
            return .end(.close)
        case .resetConnection:
            return .end(.reset)
        case .sendRawThenReset(let bytes):
            _ = SocketCalls.sendAll(fd, bytes)
            return .end(.reset)
        case .closeWithoutResponse:
            return .end(.close)
        }
    }
}

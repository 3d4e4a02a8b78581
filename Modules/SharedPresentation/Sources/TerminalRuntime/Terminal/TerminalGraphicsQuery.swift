import Foundation
import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks the terminal itself which graphics it draws, for terminals whose environment does not say: a kitty
/// graphics query, then the primary device attributes, which every terminal answers, last. The answer is read
/// before any key reader starts; keys pressed meanwhile are handed to the key reader when it starts
/// (``Terminal/typeAhead``).
public enum TerminalGraphicsQuery {
    /// The question: kitty's "would you show this 1 × 1 RGB picture" query (id 31, `a=q`, nothing is shown),
    /// then `ESC [ c` (primary device attributes).
    public static let request = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

    /// How long a terminal may take to answer, in milliseconds; then whatever arrived decides.
    public static let timeoutMilliseconds = 200

    /// Asks the terminal on standard input and output, with input raw for the exchange and restored after (see
    /// ``Terminal/withRawInput(_:)``); nothing when standard input is not a terminal. Blocks for at most
    /// `timeoutMilliseconds`.
    public static func ask(timeoutMilliseconds: Int = timeoutMilliseconds) -> TerminalGraphicsSupport {
        let answer = Terminal.withRawInput {
            exchange(input: STDIN_FILENO, output: STDOUT_FILENO, timeoutMilliseconds: timeoutMilliseconds)
        }
        if let typed = answer?.typed { Terminal.typeAhead.withLock { $0 += typed } }
        return answer?.support ?? TerminalGraphicsSupport()
    }

    /// Writes ``request`` to `output`, then reads `input` (which must be in non-canonical mode) with `poll` until
    /// the device attributes arrive or `timeoutMilliseconds` pass; the answer in everything read.
    public static func exchange(input: Int32, output: Int32, timeoutMilliseconds: Int) -> TerminalGraphicsAnswer {
        var bytes: [UInt8] = []
        guard FileDescriptorOutput.write(request, to: output) == nil else {
            return TerminalGraphicsAnswer(bytes: bytes)
        }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, timeoutMilliseconds)) * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            // Past the deadline: one last look, without waiting, at what has already arrived.
            let remaining = now < deadline ? Int32(clamping: (deadline - now + 999_999) / 1_000_000) : 0
            var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, remaining)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            if TerminalGraphicsAnswer(bytes: bytes).isComplete || remaining == 0 { break }
        }
        return TerminalGraphicsAnswer(bytes: bytes)
    }
}

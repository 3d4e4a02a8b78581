import Foundation
import XCTest

@testable import TerminalRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The exchange with a terminal, on a real pseudo-terminal the test answers from the other side: the request goes
/// out, an answer already waiting or arriving in pieces is read to its end, and no answer ends at the timeout.
final class TerminalGraphicsQueryTests: XCTestCase {
    /// A raw pseudo-terminal pair: the app's side and the side the test plays the terminal on.
    private struct Pair {
        let app: Int32
        let terminal: Int32
    }

    private func withPair(_ body: (Pair) throws -> Void) throws {
        var controller: Int32 = -1
        var side: Int32 = -1
        guard openpty(&controller, &side, nil, nil, nil) == 0 else {
            throw XCTSkip("no pseudo-terminals here (errno \(errno))")
        }
        defer {
            close(side)
            close(controller)
        }
        var settings = termios()
        XCTAssertEqual(tcgetattr(side, &settings), 0)
        cfmakeraw(&settings)
        XCTAssertEqual(tcsetattr(side, TCSANOW, &settings), 0)
        try body(Pair(app: side, terminal: controller))
    }

    private func send(_ text: String, to descriptor: Int32) {
        XCTAssertNil(FileDescriptorOutput.write(text, to: descriptor))
    }

    /// Reads from `descriptor` until `count` bytes came or 10 s passed.
    private static func receive(_ count: Int, from descriptor: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 256)
        while bytes.count < count, Date() < deadline {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 100) > 0 else { continue }
            let received = read(descriptor, &buffer, min(buffer.count, count - bytes.count))
            guard received > 0 else { break }
            bytes += buffer[0..<received]
        }
        return bytes
    }

    func testAnAnswerAlreadyWaitingIsReadAndTheRequestWentOut() throws {
        try withPair { pair in
            send("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4c", to: pair.terminal)
            let answer = TerminalGraphicsQuery.exchange(input: pair.app, output: pair.app, timeoutMilliseconds: 10_000)
            XCTAssertEqual(answer.support, TerminalGraphicsSupport(kitty: true, sixel: true))
            XCTAssertTrue(answer.isComplete)
            let request = Array(TerminalGraphicsQuery.request.utf8)
            XCTAssertEqual(Self.receive(request.count, from: pair.terminal), request)
        }
    }

    func testAnAnswerInPiecesAfterTheRequestIsReadToItsEnd() throws {
        try withPair { pair in
            let terminal = pair.terminal
            let request = Array(TerminalGraphicsQuery.request.utf8)
            let answered = DispatchSemaphore(value: 0)
            Thread {
                // Plays the terminal: answers once the whole request arrived, in three writes.
                guard Self.receive(request.count, from: terminal) == request else { return }
                for piece in ["\u{1B}_Gi=31;O", "K\u{1B}\\\u{1B}[?6", "2;22c"] {
                    _ = FileDescriptorOutput.write(piece, to: terminal)
                }
                answered.signal()
            }.start()
            let answer = TerminalGraphicsQuery.exchange(input: pair.app, output: pair.app, timeoutMilliseconds: 10_000)
            XCTAssertEqual(answered.wait(timeout: .now() + 10), .success, "the terminal answered within 10 s")
            XCTAssertEqual(answer.support, TerminalGraphicsSupport(kitty: true, sixel: false))
            XCTAssertTrue(answer.isComplete, "read up to the device attributes")
        }
    }

    func testNoAnswerEndsAtTheTimeoutWithNothing() throws {
        try withPair { pair in
            let answer = TerminalGraphicsQuery.exchange(input: pair.app, output: pair.app, timeoutMilliseconds: 50)
            XCTAssertEqual(answer, TerminalGraphicsAnswer(bytes: []))
        }
    }

    func testAKittyAnswerWithoutAttributesStillCountsAtTheTimeout() throws {
        try withPair { pair in
            send("\u{1B}_Gi=31;OK\u{1B}\\", to: pair.terminal)
            let answer = TerminalGraphicsQuery.exchange(input: pair.app, output: pair.app, timeoutMilliseconds: 50)
            XCTAssertEqual(answer.support, TerminalGraphicsSupport(kitty: true))
            XCTAssertFalse(answer.isComplete)
        }
    }

    func testWithRawInputDoesNotRunWhenInputIsNoTerminal() throws {
        guard !Terminal.inputIsTTY else { throw XCTSkip("standard input is a terminal here") }
        XCTAssertNil(Terminal.withRawInput { true })
        XCTAssertEqual(TerminalGraphicsQuery.ask(), TerminalGraphicsSupport())
    }
}

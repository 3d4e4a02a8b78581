import Foundation
import SharedPresentation
import XCTest

@testable import TerminalRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one write loop: everything arrives, and a failed write is reported instead of trapping or looping.
final class FileDescriptorOutputTests: XCTestCase {
    func testWritesEverythingToAPipe() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let text = String(repeating: "frame ✓ ", count: 500)

        XCTAssertNil(FileDescriptorOutput.write(text, to: fds[1]))
        close(fds[1])
        let data = FileHandle(fileDescriptor: fds[0]).readDataToEndOfFile()

        XCTAssertEqual(String(decoding: data, as: UTF8.self), text)
    }

    func testAClosedDescriptorIsAnError() {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        close(fds[0])
        close(fds[1])
        XCTAssertEqual(FileDescriptorOutput.write("lost", to: fds[1]), EBADF)
    }

    func testJSONEscapingKeepsTheDataButNotTheControls() {
        let json = "{\"name\":\"a\u{9B}31mred\u{202E}\"}"
        let escaped = JSONTerminalEscaping.escape(json)
        XCTAssertEqual(escaped, "{\"name\":\"a\\u009b31mred\\u202e\"}")
        XCTAssertEqual(JSONTerminalEscaping.escape("{\"plain\":1}"), "{\"plain\":1}")
    }
}

import XCTest

@testable import SharedPresentation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The crash handler is in place only while the screen is taken, and the handlers it replaced come back.
/// (What it does on a crash is checked on the built binary: `CrashAndBusySignalTests` in ReliabilityTests.)
final class FatalSignalTerminalRestoreTests: XCTestCase {
    private func handler(of number: Int32) -> UnsafeMutableRawPointer? {
        var action = sigaction()
        sigaction(number, nil, &action)
        #if canImport(Glibc)
            return unsafeBitCast(action.__sigaction_handler.sa_handler, to: UnsafeMutableRawPointer?.self)
        #else
            return unsafeBitCast(action.__sigaction_u.__sa_handler, to: UnsafeMutableRawPointer?.self)
        #endif
    }

    func testInstallReplacesEveryCrashHandlerAndUninstallPutsThePreviousOnesBack() {
        let before = FatalSignalTerminalRestore.signals.map(handler(of:))
        FatalSignalTerminalRestore.install(restoring: termios())
        let during = FatalSignalTerminalRestore.signals.map(handler(of:))
        FatalSignalTerminalRestore.uninstall()
        let after = FatalSignalTerminalRestore.signals.map(handler(of:))

        XCTAssertEqual(Set(during).count, 1, "one handler for all six signals")
        XCTAssertNotNil(during.first ?? nil)
        for (index, number) in FatalSignalTerminalRestore.signals.enumerated() {
            XCTAssertNotEqual(during[index], before[index], "signal \(number): ours while installed")
        }
        XCTAssertEqual(after, before, "the previous handlers are back")
        FatalSignalTerminalRestore.uninstall()
        XCTAssertEqual(FatalSignalTerminalRestore.signals.map(handler(of:)), before, "a second uninstall does nothing")
    }
}

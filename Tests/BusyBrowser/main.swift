import Foundation
import SpaceXCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// `spacex` for the signal tests only (never shipped): once the browser is about to take the terminal, it keeps the
// main queue busy for `SPACEX_TEST_BUSY_SECONDS` (default 60), as laying out a huge page would, after setting the
// window title to `spacex-busy` so a test knows when it starts.
let seconds = UInt32(ProcessInfo.processInfo.environment["SPACEX_TEST_BUSY_SECONDS"] ?? "") ?? 60
let code = await SpaceXApp.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    onBrowserStart: {
        DispatchQueue.main.async {
            FileHandle.standardOutput.write(Data("\u{1B}]2;spacex-busy\u{07}".utf8))
            sleep(seconds)
        }
    })
exit(code.rawValue)

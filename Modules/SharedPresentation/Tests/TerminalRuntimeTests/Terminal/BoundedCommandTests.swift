import Foundation
import Testing

@testable import TerminalRuntime

/// `--exec`'s command: its variables, a failure as a warning, and a hanging command killed at its limit.
struct BoundedCommandTests {
    @Test func theCommandGetsTheVariablesAndSucceeds() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bounded-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        let warning = await BoundedCommand("printf '%s|%s' \"$SPACEX_EVENT\" \"$SPACEX_LAUNCH\" > '\(file.path)'")
            .run(variables: ["SPACEX_EVENT": "go", "SPACEX_LAUNCH": "Starship Flight 12"])
        #expect(warning == nil)
        #expect(try String(contentsOf: file, encoding: .utf8) == "go|Starship Flight 12")
    }

    @Test func aFailingCommandIsAWarning() async {
        let warning = await BoundedCommand("exit 3").run(variables: [:])
        #expect(warning == "--exec command exited with status 3: exit 3")
    }

    /// The limit is 0.5 s and the command would sleep 30 s: it is killed, and the wait is bounded by the limit.
    @Test(.timeLimit(.minutes(1))) func aHangingCommandIsKilledAtItsLimit() async {
        let warning = await BoundedCommand("exec sleep 30", timeout: 0.5).run(variables: [:])
        #expect(warning == "--exec command killed after 1 s: exec sleep 30")
    }
}

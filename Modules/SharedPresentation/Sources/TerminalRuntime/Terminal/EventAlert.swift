import ScriptPrinting

/// What `spacex watch` does per event besides printing it: rings the bell with the terminal's own desktop
/// notification (``TerminalNotification``, the kind the environment names, wrapped inside tmux) on whichever of
/// standard output and standard error is a terminal, and runs the `--exec` command (``BoundedCommand``) with the
/// event's variables.
public struct EventAlert: Sendable {
    private let kind: TerminalNotification.Kind
    private let insideTmux: Bool
    private let write: (@Sendable (String) -> Void)?
    private let command: BoundedCommand?

    /// Alerts for the terminal `environment` describes: written to `console`'s output when standard output is a
    /// terminal, else to its errors when standard error is, else not at all; `command` (`--exec`) run per event, its output
    /// thrown away when standard output is a terminal.
    public init(
        environment: [String: String], outputIsTTY: Bool = Terminal.outputIsTTY,
        errorIsTTY: Bool = Terminal.errorIsTTY, console: Console, exec command: String?
    ) {
        kind = TerminalNotification.Kind(environment: environment)
        insideTmux = TerminalNotification.isInsideTmux(environment: environment)
        write = outputIsTTY ? console.out : errorIsTTY ? console.err : nil
        // On a terminal standard output is the watch's screen: the command's output would be drawn over it.
        self.command = command.map { text in
            var bounded = BoundedCommand(text)
            bounded.discardsOutput = outputIsTTY
            return bounded
        }
    }

    /// Notifies `title` and `body` and runs the command with `variables`; the command's failure in one line.
    public func alert(_ title: String, _ body: String, _ variables: [String: String]) async -> String? {
        let bytes = TerminalNotification(title: title, body: body).bytes(for: kind, insideTmux: insideTmux)
        write?(String(decoding: bytes, as: UTF8.self))
        return await command?.run(variables: variables)
    }
}

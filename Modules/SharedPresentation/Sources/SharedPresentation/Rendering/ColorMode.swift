/// Whether output carries ANSI styling (colours, attributes, hyperlinks) or is plain text.
public enum ColorMode: Sendable, Hashable, CaseIterable {
    /// Plain text: for pipes, files, `NO_COLOR`, `TERM=dumb` and tests.
    case plain
    /// SGR attributes and colours plus OSC 8 hyperlinks.
    case ansi

    /// Decides the colour mode from facts the caller gathered (the app calls `isatty`).
    ///
    /// In order: `--no-color` turns colour off; a non-empty `FORCE_COLOR` other than `0` turns it on;
    /// otherwise colour needs a TTY, a `TERM` other than `dumb` that terminfo knows (``TerminalKind``) and an
    /// unset or empty `NO_COLOR`.
    public static func detect(isTTY: Bool, environment: [String: String], noColorFlag: Bool) -> ColorMode {
        if noColorFlag { return .plain }
        if let force = environment["FORCE_COLOR"], !force.isEmpty, force != "0" { return .ansi }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .plain }
        guard isTTY, TerminalKind.supportsFullScreen(environment: environment) else { return .plain }
        return .ansi
    }
}

import SharedPresentation

/// A desktop notification sent through the terminal's own escape sequence, so `spacex watch` can tell a user about a
/// launch without a notification daemon or a server: the terminal shows it (a banner, a system notification) where
/// it supports one, and every event also rings the bell, which every terminal understands.
///
/// The sequence is chosen by what the terminal says it is (``Kind/init(environment:)``). Text from a launch is
/// sanitised (no control character can end the sequence early or start another), the title loses the `;` that
/// separates OSC 777's fields, and both are cut to a length every terminal shows whole. Inside tmux the sequence is
/// wrapped for passthrough (tmux 3.3+ passes it on with `allow-passthrough on`; older tmux drops it) and the bell
/// stays outside the wrapper, so tmux's own bell handling sees it.
struct TerminalNotification: Sendable, Equatable {
    /// The escape sequence family a terminal understands.
    enum Kind: String, Sendable, CaseIterable {
        /// `OSC 9 ; text BEL`: iTerm2, WezTerm, Windows Terminal, foot, Ghostty.
        case osc9
        /// `OSC 777 ; notify ; title ; body BEL`: VTE terminals (GNOME Terminal, Tilix, …) and urxvt.
        case osc777
        /// `OSC 99 ; metadata ; text ST`, title then body: kitty's notification protocol.
        case osc99
        /// The bell alone: a terminal with no notification sequence we know of.
        case bell

        /// The kind for the terminal the environment describes. Terminals say who they are through variables
        /// that survive `ssh -t` and tmux only in part, so the most specific clue wins: kitty's and WezTerm's own
        /// variables, `TERM_PROGRAM`, Windows Terminal's `WT_SESSION`, VTE's `VTE_VERSION`, then `TERM` itself.
        init(environment: [String: String]) {
            let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
            let term = environment["TERM"]?.lowercased() ?? ""
            if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" {
                self = .osc99
            } else if environment["WEZTERM_PANE"] != nil || environment["ITERM_SESSION_ID"] != nil
                || ["iterm.app", "wezterm", "ghostty"].contains(program) || environment["WT_SESSION"] != nil
                || term.hasPrefix("foot") || term == "xterm-ghostty" || environment["GHOSTTY_RESOURCES_DIR"] != nil
            {
                self = .osc9
            } else if environment["VTE_VERSION"] != nil || term.hasPrefix("rxvt-unicode") {
                self = .osc777
            } else {
                self = .bell
            }
        }
    }

    /// The longest title kept, in characters (longer ones end in `…`).
    static let titleLimit = 80
    /// The longest body kept, in characters.
    static let bodyLimit = 240

    /// What the notification is about, e.g. "Starship Flight 12".
    var title: String
    /// What happened, e.g. "NET moved 1 h later: 21 May 23:30 UTC".
    var body: String

    /// A notification with `title` and `body` as given (cleaned when written).
    init(title: String, body: String) {
        self.title = title
        self.body = body
    }

    /// The bytes to write for `kind`: the bell, then the notification's sequence, wrapped for tmux when
    /// `insideTmux`.
    func bytes(for kind: Kind, insideTmux: Bool = false) -> [UInt8] {
        let title = Self.cleaned(title, limit: Self.titleLimit)
        let body = Self.cleaned(body, limit: Self.bodyLimit)
        let sequence: String
        switch kind {
        case .bell:
            return [0x07]
        case .osc9:
            let text = body.isEmpty ? title : "\(title): \(body)"
            // ConEmu and Windows Terminal read `9;<digits>;` as a command (progress, …): never start with a digit.
            let safe = text.first?.isNumber == true ? "\u{2007}\(text)" : text
            sequence = "\u{1B}]9;\(safe)\u{07}"
        case .osc777:
            let field = title.replacingOccurrences(of: ";", with: ",")
            sequence = "\u{1B}]777;notify;\(field);\(body)\u{07}"
        case .osc99:
            // Title (`d=0`: more to come), then the body (`p=body`, `d=1`: done), one notification id `i=spacex`.
            sequence = "\u{1B}]99;i=spacex:d=0;\(title)\u{1B}\\" + "\u{1B}]99;i=spacex:d=1:p=body;\(body)\u{1B}\\"
        }
        var bytes: [UInt8] = [0x07]
        bytes += insideTmux ? Self.tmuxPassthrough(Array(sequence.utf8)) : Array(sequence.utf8)
        return bytes
    }

    /// Whether the environment says the program runs inside tmux (its `TMUX` variable).
    static func isInsideTmux(environment: [String: String]) -> Bool {
        !(environment["TMUX"] ?? "").isEmpty
    }

    /// `sequence` wrapped in tmux's passthrough string: `ESC P tmux ;`, every ESC doubled, `ESC \`.
    static func tmuxPassthrough(_ sequence: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        for byte in sequence {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        return wrapped + [0x1B, UInt8(ascii: "\\")]
    }

    /// `text` on one line with no control character or escape sequence, cut to `limit` characters.
    static func cleaned(_ text: String, limit: Int) -> String {
        let line = TextSanitizer.sanitize(text, keepsNewlines: false)
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        guard line.count > limit else { return line }
        return String(line.prefix(limit - 1)) + "…"
    }
}

import Testing

@testable import TerminalRuntime

/// The notification bytes for each terminal kind (golden bytes, written out in full), the choice of kind from the
/// environment, and that no text from a launch can end or inject a sequence.
struct TerminalNotificationTests {
    private let scrub = TerminalNotification(title: "Starship Flight 12", body: "Scrubbed; NET 22 May 22:30 UTC")

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func eachKindWritesTheBellThenItsOwnSequence() {
        #expect(text(scrub.bytes(for: .bell)) == "\u{07}")
        #expect(
            text(scrub.bytes(for: .osc9))
                == "\u{07}\u{1B}]9;Starship Flight 12: Scrubbed; NET 22 May 22:30 UTC\u{07}")
        #expect(
            text(scrub.bytes(for: .osc777))
                == "\u{07}\u{1B}]777;notify;Starship Flight 12;Scrubbed; NET 22 May 22:30 UTC\u{07}")
        #expect(
            text(scrub.bytes(for: .osc99))
                == "\u{07}\u{1B}]99;i=spacex:d=0;Starship Flight 12\u{1B}\\"
                + "\u{1B}]99;i=spacex:d=1:p=body;Scrubbed; NET 22 May 22:30 UTC\u{1B}\\")
    }

    @Test func insideTmuxTheSequenceIsWrappedForPassthroughAndTheBellStaysOutside() {
        let bytes = text(TerminalNotification(title: "CRS-34", body: "Go").bytes(for: .osc9, insideTmux: true))
        #expect(bytes == "\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]9;CRS-34: Go\u{07}\u{1B}\\")
        let kitty = text(TerminalNotification(title: "A", body: "B").bytes(for: .osc99, insideTmux: true))
        #expect(
            kitty
                == "\u{07}\u{1B}Ptmux;\u{1B}\u{1B}]99;i=spacex:d=0;A\u{1B}\u{1B}\\\u{1B}\u{1B}]99;i=spacex:d=1:p=body;B\u{1B}\u{1B}\\\u{1B}\\"
        )
        #expect(TerminalNotification(title: "A", body: "B").bytes(for: .bell, insideTmux: true) == [0x07])
        #expect(TerminalNotification.isInsideTmux(environment: ["TMUX": "/tmp/tmux-1000/default,1,0"]))
        #expect(!TerminalNotification.isInsideTmux(environment: ["TMUX": ""]))
        #expect(!TerminalNotification.isInsideTmux(environment: [:]))
    }

    @Test(arguments: [
        (["TERM_PROGRAM": "iTerm.app", "TERM": "xterm-256color"], TerminalNotification.Kind.osc9),
        (["TERM_PROGRAM": "WezTerm"], .osc9),
        (["TERM_PROGRAM": "tmux", "WEZTERM_PANE": "3"], .osc9),
        (["TERM_PROGRAM": "ghostty", "TERM": "xterm-ghostty"], .osc9),
        (["WT_SESSION": "9c1e…", "TERM": "xterm-256color"], .osc9),
        (["TERM": "foot"], .osc9),
        (["TERM": "foot-extra"], .osc9),
        (["VTE_VERSION": "7600", "TERM": "xterm-256color"], .osc777),
        (["TERM": "rxvt-unicode-256color"], .osc777),
        (["TERM": "xterm-kitty"], .osc99),
        (["KITTY_WINDOW_ID": "1", "TERM": "tmux-256color", "TERM_PROGRAM": "tmux"], .osc99),
        (["TERM": "xterm-256color"], .bell),
        (["TERM": "screen"], .bell),
        ([:], .bell),
    ])
    func theKindIsWhatTheTerminalSaysItIs(_ environment: [String: String], _ kind: TerminalNotification.Kind) {
        #expect(TerminalNotification.Kind(environment: environment) == kind)
    }

    /// A launch's name or status comes from a server: a BEL, ESC, ST or line break in it must not end the
    /// sequence early or start another one.
    @Test(arguments: TerminalNotification.Kind.allCases)
    func textFromAServerCannotEndOrInjectASequence(_ kind: TerminalNotification.Kind) {
        let hostile = TerminalNotification(
            title: "Flight\u{07}\u{1B}]0;owned\u{07}; 12\u{9C}", body: "line one\nline\u{1B}[2J two\r\n\u{1B}\\end")
        let bytes = hostile.bytes(for: kind)
        let escapes = bytes.filter { $0 == 0x1B }.count
        let bells = bytes.filter { $0 == 0x07 }.count
        switch kind {
        case .bell: #expect(bytes == [0x07])
        case .osc9, .osc777: #expect(escapes == 1 && bells == 2)
        case .osc99: #expect(escapes == 4 && bells == 1)
        }
        #expect(!bytes.contains(0x0A) && !bytes.contains(0x0D) && !bytes.contains(0x9C))
        if kind == .osc777 {
            #expect(text(bytes).hasPrefix("\u{07}\u{1B}]777;notify;Flight, 12;line one line two end"))
        }
    }

    @Test func longTextIsCutAndADigitFirstMessageIsNotReadAsAnOSC9Command() {
        let long = TerminalNotification(
            title: String(repeating: "x", count: 500), body: String(repeating: "y", count: 500))
        let written = text(long.bytes(for: .osc777))
        #expect(written.contains(String(repeating: "x", count: 79) + "…;"))
        #expect(written.contains(String(repeating: "y", count: 239) + "…\u{07}"))
        #expect(!written.contains(String(repeating: "x", count: 80)))
        let digits = text(TerminalNotification(title: "4", body: "launches in 10 min").bytes(for: .osc9))
        #expect(digits == "\u{07}\u{1B}]9;\u{2007}4: launches in 10 min\u{07}")
    }
}

import Foundation

/// Cleans strings that come from data before they reach a terminal, so API text can never move the cursor,
/// change colours, ring the bell, open hyperlinks or reorder text with BiDi controls.
///
/// Removed: C0 controls (tab becomes a space, line breaks are kept or become spaces), DEL, C1 controls,
/// whole escape sequences (CSI, OSC, DCS, SOS, PM, APC, and their 8-bit forms), BiDi embeddings, overrides,
/// isolates and marks, and invisible format characters. Zero-width joiners and emoji tag sequences stay.
public enum TextSanitizer {
    /// `text` with everything unsafe removed; line breaks become `\n` when `keepsNewlines`, else spaces.
    public static func sanitize(_ text: String, keepsNewlines: Bool = true) -> String {
        if isPlainASCII(text, keepsNewlines: keepsNewlines) { return text }
        var output = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        let newline: Unicode.Scalar = keepsNewlines ? "\n" : " "
        while let scalar = scalars.popFirst() {
            switch scalar.value {
            case 0x09:
                output.append(" ")
            case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                output.append(newline)
            case 0x0D:
                if scalars.first == "\n" { scalars.removeFirst() }
                output.append(newline)
            case 0x1B:
                skipEscapeSequence(&scalars)
            case 0x9B:
                skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                skipControlString(&scalars)
            case 0xE0020...0xE007F:
                if let previous = output.last, previous.value == 0x1F3F4 || (0xE0020...0xE007F).contains(previous.value)
                {
                    output.append(scalar)
                }
            default:
                if !isRemoved(scalar) { output.append(scalar) }
            }
        }
        return String(output)
    }

    /// The URL as a string safe for an OSC 8 hyperlink, or nil unless it is an absolute `http`/`https` URL
    /// with a host.
    static func linkURL(_ text: String) -> String? {
        let cleaned = sanitize(text, keepsNewlines: false).trimmingCharacters(in: .whitespaces)
        guard !cleaned.contains(" "), let url = URL(string: cleaned),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        let absolute = url.absoluteString
        return absolute.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F } ? absolute : nil
    }

    /// Whether every scalar is printable ASCII (or a kept newline), the common case that needs no work.
    private static func isPlainASCII(_ text: String, keepsNewlines: Bool) -> Bool {
        text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || ($0 == 0x0A && keepsNewlines) }
    }

    /// Whether a scalar outside the escape-sequence cases is dropped.
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F:
            return true
        case 0x00AD, 0x061C, 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F,
            0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0x1D173...0x1D17A:
            return true
        default:
            return false
        }
    }

    /// Skips what follows an ESC: a CSI, a control string, or a short escape (intermediates, then a final).
    private static func skipEscapeSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.first else { return }
        switch next {
        case "[":
            scalars.removeFirst()
            skipControlSequence(&scalars)
        case "]", "P", "X", "^", "_":
            scalars.removeFirst()
            skipControlString(&scalars)
        default:
            while let scalar = scalars.first, (0x20...0x2F).contains(scalar.value) {
                scalars.removeFirst()
            }
            if let final = scalars.first, (0x30...0x7E).contains(final.value) {
                scalars.removeFirst()
            }
        }
    }

    /// Skips CSI parameters and intermediates (0x20–0x3F) and the final byte (0x40–0x7E) if there is one.
    private static func skipControlSequence(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first, (0x20...0x3F).contains(scalar.value) {
            scalars.removeFirst()
        }
        if let final = scalars.first, (0x40...0x7E).contains(final.value) {
            scalars.removeFirst()
        }
    }

    /// Skips an OSC/DCS/SOS/PM/APC payload up to its terminator: BEL, ESC \ or the 8-bit ST (0x9C).
    /// An ESC that starts something else ends the string and is handled as a new escape, as terminals do.
    private static func skipControlString(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        while let scalar = scalars.first {
            switch scalar.value {
            case 0x07, 0x9C:
                scalars.removeFirst()
                return
            case 0x1B:
                let next = scalars.dropFirst().first
                if next == "\\" { scalars.removeFirst(2) }
                return
            default:
                scalars.removeFirst()
            }
        }
    }
}

extension String {
    /// This string made safe for a terminal (see ``TextSanitizer``).
    var sanitizedForTerminal: String { TextSanitizer.sanitize(self) }
}

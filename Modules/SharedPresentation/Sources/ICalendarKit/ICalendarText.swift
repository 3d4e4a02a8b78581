import Foundation

/// RFC 5545's rules for the text of a content line: TEXT values escaped (section 3.3.11) and lines folded at
/// 75 octets with CRLF and one space (section 3.1), never inside a UTF-8 sequence.
enum ICalendarText {
    /// The longest a line may be, in octets, without its CRLF.
    public static let lineLimit = 75

    /// `text` as a TEXT value: backslash, semicolon and comma escaped with a backslash, each line break (CRLF,
    /// CR or LF) as `\n`; other control characters (never valid in TEXT) dropped.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r":
                result += "\\n"
                if pending == "\n" { pending = scalars.next() }
            case "\n": result += "\\n"
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `line` folded: pieces of at most ``lineLimit`` octets (the space that starts a continuation counts),
    /// joined by CRLF and a space, split only between Unicode scalars; ends with CRLF.
    public static func folded(_ line: String) -> String {
        var result = ""
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > lineLimit {
                result += "\r\n "
                octets = 1
            }
            result.unicodeScalars.append(scalar)
            octets += size
        }
        return result + "\r\n"
    }
}

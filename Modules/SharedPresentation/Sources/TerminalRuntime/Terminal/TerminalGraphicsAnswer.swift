import SharedPresentation

/// The terminal's answer to ``TerminalGraphicsQuery/request``, read from the bytes that arrived so far.
///
/// A kitty-graphics terminal answers the query `ESC _ G i=31 ; OK ESC \`; every terminal answers the primary
/// device attributes `ESC [ ? 62 ; 4 ; … c` (4 = sixel), and answers in order, so that answer ends the exchange.
/// Keys pressed meanwhile are kept (``typed``); anything else (an error from the kitty query) is skipped; a sequence cut off at
/// the end counts for nothing until the rest arrives.
public struct TerminalGraphicsAnswer: Sendable, Equatable {
    /// What the answer says the terminal can draw.
    public let support: TerminalGraphicsSupport
    /// Whether the device attributes arrived: nothing more is coming.
    public let isComplete: Bool
    /// The bytes that were no part of an answer: keys the user typed meanwhile, kept for the key reader.
    public let typed: [UInt8]

    /// Reads `bytes`, everything the terminal sent since the request.
    public init(bytes: [UInt8]) {
        var support = TerminalGraphicsSupport()
        var isComplete = false
        var typed: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == Self.escape, index + 1 < bytes.count else {
                typed.append(bytes[index])
                index += 1
                continue
            }
            switch bytes[index + 1] {
            case UInt8(ascii: "_"):
                guard let (body, next) = Self.applicationCommand(in: bytes, from: index + 2) else {
                    index = bytes.count
                    continue
                }
                if Self.isKittyOK(body) { support.kitty = true }
                index = next
            case UInt8(ascii: "["):
                guard let (parameters, final, next) = Self.controlSequence(in: bytes, from: index + 2) else {
                    index = bytes.count
                    continue
                }
                guard final == UInt8(ascii: "c"), parameters.first == UInt8(ascii: "?") else {
                    typed += bytes[index..<next]  // an arrow or page key typed meanwhile
                    index = next
                    continue
                }
                isComplete = true
                let values = parameters.dropFirst().split(separator: UInt8(ascii: ";"))
                if values.contains(where: { $0.elementsEqual("4".utf8) }) { support.sixel = true }
                index = next
            default:
                typed.append(bytes[index])
                index += 1
            }
        }
        self.support = support
        self.isComplete = isComplete
        self.typed = typed
    }

    private static let escape: UInt8 = 0x1B

    /// The body of an APC string starting at `start` (after `ESC _`) and the index after its terminator
    /// (`ESC \`, the 8-bit ST or BEL); nil when the terminator has not arrived yet. Another ESC ends a broken
    /// string without being taken, so the sequence it starts is still read.
    private static func applicationCommand(in bytes: [UInt8], from start: Int) -> ([UInt8], Int)? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x07, 0x9C: return (Array(bytes[start..<index]), index + 1)
            case escape:
                guard index + 1 < bytes.count else { return nil }
                let body = Array(bytes[start..<index])
                return bytes[index + 1] == UInt8(ascii: "\\") ? (body, index + 2) : ([], index)
            default: index += 1
            }
        }
        return nil
    }

    /// A CSI sequence's parameter bytes and final byte starting at `start` (after `ESC [`), and the index after
    /// it; nil when the final byte has not arrived yet. A malformed sequence ends, with final byte 0, before its
    /// first foreign byte.
    private static func controlSequence(in bytes: [UInt8], from start: Int) -> ([UInt8], UInt8, Int)? {
        var index = start
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        guard (0x40...0x7E).contains(bytes[index]) else { return ([], 0, index) }
        return (Array(bytes[start..<index]), bytes[index], index + 1)
    }

    /// Whether an APC body is kitty's `G` reply to image id 31 saying OK.
    private static func isKittyOK(_ body: [UInt8]) -> Bool {
        guard body.first == UInt8(ascii: "G"), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else {
            return false
        }
        let keys = body[1..<semicolon].split(separator: UInt8(ascii: ","))
        return keys.contains { $0.elementsEqual("i=31".utf8) } && body[(semicolon + 1)...].elementsEqual("OK".utf8)
    }
}

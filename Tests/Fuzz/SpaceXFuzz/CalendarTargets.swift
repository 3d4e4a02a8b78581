import Foundation

@testable import ICalendarKit

/// Targets for the iCalendar writer: whatever text a launch carries, the file stays RFC 5545.
enum CalendarTargets {
    /// `ICalendarComponent.serialized` with a summary, a description and a parameter from the input (split at the
    /// first two NUL bytes): every line is at most 75 octets and ends in CRLF, no other control character but TAB
    /// is written, and unfolding and unescaping the summary gives back its text (line breaks as LF, other control
    /// characters dropped).
    static func iCalendar(_ input: [UInt8]) {
        let parts = input.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let summary = parts[0]
        let description = parts.count > 1 ? parts[1] : ""
        let parameter = parts.count > 2 ? parts[2] : "x"
        let event = ICalendarComponent(
            "VEVENT",
            properties: [
                .text("SUMMARY", summary), .text("DESCRIPTION", description),
                .text("LOCATION", parameter, parameters: [.init("ALTREP", parameter)]),
            ],
            components: [.displayAlarm(secondsBefore: Int(input.count) * 60, description: summary)])
        let text = ICalendarComponent.calendar(productID: "-//fuzz//EN", name: description, components: [event])
            .serialized
        let bytes = Array(text.utf8)
        fuzzCheck(bytes.count >= 2 && bytes.suffix(2) == [0x0D, 0x0A], "the file does not end in CRLF")
        var lineStart = 0
        var index = 0
        var lines: [ArraySlice<UInt8>] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                fuzzCheck(index + 1 < bytes.count && bytes[index + 1] == 0x0A, "a CR not followed by LF")
                fuzzCheck(index - lineStart <= ICalendarText.lineLimit, "a line of \(index - lineStart) octets")
                lines.append(bytes[lineStart..<index])
                index += 2
                lineStart = index
                continue
            }
            fuzzCheck(byte != 0x0A, "an LF not after a CR")
            fuzzCheck(byte >= 0x20 && byte != 0x7F || byte == 0x09, "control byte \(byte) written")
            index += 1
        }
        // Unfold (a line starting with a space continues the one before) and find the summary, by octets: a
        // combining mark after the space or the colon joins it in one Character, so String's prefix tests miss it.
        var unfolded: [[UInt8]] = []
        for line in lines.map(Array.init) {
            if line.first == 0x20, !unfolded.isEmpty {
                unfolded[unfolded.count - 1] += line.dropFirst()
            } else {
                unfolded.append(line)
            }
        }
        let name = Array("SUMMARY:".utf8)
        guard let line = unfolded.first(where: { $0.starts(with: name) }) else {
            fuzzCheck(false, "no SUMMARY line")
            return
        }
        let value = String(decoding: line.dropFirst(name.count), as: UTF8.self)
        fuzzCheck(unescaped(value) == expected(summary), "the summary changed")
    }

    /// TEXT unescaped as a reader does (RFC 5545 section 3.3.11).
    private static func unescaped(_ value: String) -> String {
        var result = ""
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                result.unicodeScalars.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What the writer promises to keep of `text`: line breaks (CRLF, CR, LF) as LF, TAB, no other control.
    private static func expected(_ text: String) -> String {
        var result = ""
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            if scalar == "\n", previousWasCR { continue }
            if scalar == "\r" || scalar == "\n" {
                result += "\n"
            } else if scalar == "\t" || (scalar.value >= 0x20 && scalar.value != 0x7F) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

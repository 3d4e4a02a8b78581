import CommandLineKit
import SpaceXCLI

@testable import SharedPresentation
@testable import TerminalRuntime

/// Targets for what the terminal and the user type: text from the APIs on screen, key bytes, the command line.
enum TerminalTargets {
    /// `TextSanitizer` and `DisplayWidth`: sanitised text holds no control character (but `\n` when kept) and
    /// sanitises to itself; widths are never negative; wrapped and truncated text fits the width asked for.
    static func text(_ input: [UInt8]) {
        guard let first = input.first else { return }
        let width = 2 + Int(first % 79)
        let text = String(decoding: input.dropFirst(), as: UTF8.self)
        for keepsNewlines in [true, false] {
            let clean = TextSanitizer.sanitize(text, keepsNewlines: keepsNewlines)
            for scalar in clean.unicodeScalars {
                let value = scalar.value
                let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                fuzzCheck(!isControl || (keepsNewlines && value == 0x0A), "control U+\(value) survived sanitising")
            }
            fuzzCheck(
                TextSanitizer.sanitize(clean, keepsNewlines: keepsNewlines) == clean, "sanitising twice changed it")
        }
        fuzzCheck(DisplayWidth.of(text) >= 0, "a negative display width")
        for line in text.wrapped(toWidth: width) {
            fuzzCheck(DisplayWidth.of(line) <= width, "a wrapped line wider than \(width)")
        }
        fuzzCheck(DisplayWidth.of(text.truncated(toWidth: width)) <= width, "a truncated line wider than \(width)")
    }

    /// `KeyDecoder`: every key comes from at least one byte.
    static func keys(_ input: [UInt8]) {
        let keys = KeyDecoder().keys(from: input)
        fuzzCheck(keys.count <= input.count, "\(keys.count) keys from \(input.count) bytes")
    }

    /// The `spacex` command line: arguments separated by NUL bytes; `SPACEX_…=value` ones are the environment.
    /// Every refusal says why.
    static func commandLine(_ input: [UInt8]) {
        var arguments: [String] = []
        var environment: [String: String] = [:]
        for token in input.split(separator: 0, omittingEmptySubsequences: false) {
            let text = String(decoding: token, as: UTF8.self)
            if text.hasPrefix("SPACEX_"), let equals = text.firstIndex(of: "=") {
                environment[String(text[..<equals])] = String(text[text.index(after: equals)...])
            } else {
                arguments.append(text)
            }
        }
        do {
            _ = try CommandLineParser(environment: environment).parse(arguments)
        } catch {
            fuzzCheck(!error.message.isEmpty, "a refusal with no message")
        }
    }
}

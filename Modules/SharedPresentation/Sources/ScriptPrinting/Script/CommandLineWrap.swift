/// A shell command line wrapped to a width so that pasted back into a shell it still runs: broken only between
/// words, an option kept with its value, each line but the last ending in ` \` (the shell's line continuation)
/// and the ones after it indented two spaces. A word wider than the width stands alone on its line, whole.
enum CommandLineWrap {
    /// The lines of `command` within `width` columns.
    static func lines(_ command: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for group in groups(words(command)) {
            if line.isEmpty {
                line = (lines.isEmpty ? "" : "  ") + group
            } else if line.count + 1 + group.count + 2 <= width {
                line += " " + group
            } else {
                lines.append(line + " \\")
                line = "  " + group
            }
        }
        return lines + (line.isEmpty ? [] : [line])
    }

    /// The words of `command`: split at spaces outside single quotes and not escaped, as a POSIX shell splits
    /// the quoting the command line's words are written in (`--search 'falcon 9'`, `'it'\''s'`).
    static func words(_ command: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var escaped = false
        for character in command {
            if character == " ", !quoted, !escaped {
                if !word.isEmpty { words.append(word) }
                word = ""
                continue
            }
            word.append(character)
            if escaped {
                escaped = false
            } else if character == "\\", !quoted {
                escaped = true
            } else if character == "'" {
                quoted.toggle()
            }
        }
        return words + (word.isEmpty ? [] : [word])
    }

    /// `words` with each option joined to the value after it (`--page 2`), so no line ends between them.
    static func groups(_ words: [String]) -> [String] {
        var groups: [String] = []
        var index = words.startIndex
        while index < words.endIndex {
            let word = words[index]
            let next = words.index(after: index)
            if word.hasPrefix("-"), next < words.endIndex, !words[next].hasPrefix("-") {
                groups.append(word + " " + words[next])
                index = words.index(after: next)
            } else {
                groups.append(word)
                index = next
            }
        }
        return groups
    }
}

/// Word wrapping and truncation over styled runs, measured in display cells.
///
/// Text is split into paragraphs at `\n`; each paragraph is filled greedily word by word, a word wider than
/// the line starts a new line and is broken between grapheme clusters, and no line ever exceeds the width.
enum TextLayout {
    /// One grapheme cluster with its width and the index of the run it belongs to.
    struct Cell {
        let character: Character
        let width: Int
        let run: Int
        /// Marks the truncation mark, drawn as the glyph set's ellipsis text rather than `character`.
        var isEllipsis = false

        var isSpace: Bool { character == " " }
    }

    /// A line of cells.
    typealias CellLine = [Cell]

    /// The mark that ends truncated text ("…" or "..."), with its width.
    struct Ellipsis {
        let text: String
        let width: Int

        init(_ text: String) {
            self.text = text
            self.width = DisplayWidth.of(text)
        }
    }

    /// The paragraphs of `runs` as cells; an empty text has no paragraphs.
    static func paragraphs(of runs: [TextRun]) -> [CellLine] {
        var paragraphs: [CellLine] = []
        var current: CellLine = []
        var isEmpty = true
        for (index, run) in runs.enumerated() {
            for character in run.text {
                isEmpty = false
                if character == "\n" || character == "\r\n" {
                    paragraphs.append(current)
                    current = []
                } else {
                    current.append(Cell(character: character, width: DisplayWidth.of(character), run: index))
                }
            }
        }
        if isEmpty { return [] }
        paragraphs.append(current)
        return paragraphs
    }

    /// The paragraphs wrapped to `width`, at most `lineLimit` lines, the last one ending in `ellipsis` when
    /// text was cut.
    static func wrap(_ paragraphs: [CellLine], width: Int, lineLimit: Int?, ellipsis: Ellipsis) -> [CellLine] {
        guard width > 0 else { return [] }
        var lines: [CellLine] = []
        for paragraph in paragraphs {
            lines.append(contentsOf: wrap(paragraph, width: width))
        }
        guard let lineLimit, lineLimit > 0, lines.count > lineLimit else { return lines }
        var joined = lines[lineLimit - 1]
        for line in lines[lineLimit...] {
            if let last = joined.last {
                joined.append(Cell(character: " ", width: 1, run: last.run))
            }
            joined.append(contentsOf: line)
        }
        var kept = Array(lines.prefix(lineLimit - 1))
        kept.append(truncate(joined, width: width, ellipsis: ellipsis))
        return kept
    }

    /// One paragraph filled greedily into lines of at most `width` cells.
    static func wrap(_ paragraph: CellLine, width: Int) -> [CellLine] {
        var lines: [CellLine] = []
        var current: CellLine = []
        var currentWidth = 0
        var pendingSpaces: ArraySlice<Cell> = []
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            var end = index
            if paragraph[index].isSpace {
                while end < paragraph.endIndex && paragraph[end].isSpace { end += 1 }
                pendingSpaces = current.isEmpty && !lines.isEmpty ? [] : paragraph[index..<end]
                index = end
                continue
            }
            var wordWidth = 0
            while end < paragraph.endIndex && !paragraph[end].isSpace {
                wordWidth += paragraph[end].width
                end += 1
            }
            let word = paragraph[index..<end]
            let spacesWidth = pendingSpaces.count
            if currentWidth + spacesWidth + wordWidth <= width {
                current.append(contentsOf: pendingSpaces)
                current.append(contentsOf: word)
                currentWidth += spacesWidth + wordWidth
            } else if wordWidth <= width {
                if !current.isEmpty { lines.append(current) }
                current = Array(word)
                currentWidth = wordWidth
            } else {
                if !current.isEmpty {
                    lines.append(current)
                    current = []
                    currentWidth = 0
                }
                for cell in word where cell.width <= width {
                    if currentWidth + cell.width > width {
                        lines.append(current)
                        current = []
                        currentWidth = 0
                    }
                    current.append(cell)
                    currentWidth += cell.width
                }
            }
            pendingSpaces = []
            index = end
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// `cells` cut to `width` with `ellipsis` at the end when they do not fit.
    static func truncate(_ cells: CellLine, width: Int, ellipsis: Ellipsis) -> CellLine {
        let total = cells.reduce(0) { $0 + $1.width }
        guard total > width else { return cells }
        let markWidth = ellipsis.width
        let budget = markWidth < width ? width - markWidth : width
        var kept: CellLine = []
        var used = 0
        for cell in cells {
            if used + cell.width > budget { break }
            kept.append(cell)
            used += cell.width
        }
        while kept.last?.isSpace == true { kept.removeLast() }
        if markWidth < width {
            let run = kept.last?.run ?? cells.first?.run ?? 0
            kept.append(Cell(character: "\u{2026}", width: markWidth, run: run, isEllipsis: true))
        }
        return kept
    }

    /// The styled line for `cells`, grouping neighbouring cells of the same run into one span.
    static func styledLine(_ cells: CellLine, runs: [TextRun], ellipsis: String) -> StyledLine {
        var line = StyledLine()
        var text = ""
        var width = 0
        var run = cells.first?.run ?? 0
        for cell in cells {
            if cell.run != run {
                line.append(StyledSpan(trusted: text, style: runs[run].style, width: width))
                text = ""
                width = 0
                run = cell.run
            }
            if cell.isEllipsis {
                text += ellipsis
            } else {
                text.append(cell.character)
            }
            width += cell.width
        }
        if !text.isEmpty {
            line.append(StyledSpan(trusted: text, style: runs[run].style, width: width))
        }
        return line
    }

    /// The width of the widest paragraph laid out on one line.
    static func naturalWidth(of paragraphs: [CellLine]) -> Int {
        paragraphs.reduce(0) { widest, paragraph in
            max(widest, paragraph.reduce(0) { $0 + $1.width })
        }
    }

    /// The width of the widest word, the narrowest width that wraps without breaking words.
    static func longestWord(in paragraphs: [CellLine]) -> Int {
        var longest = 0
        for paragraph in paragraphs {
            var current = 0
            for cell in paragraph {
                if cell.isSpace {
                    current = 0
                } else {
                    current += cell.width
                    longest = max(longest, current)
                }
            }
        }
        return longest
    }
}

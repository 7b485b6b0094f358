/// Help text wrapped at word boundaries to a width. The help is written with line breaks of its
/// own (at about 100 columns); these are undone first, so a paragraph is reflowed as a whole:
///
/// - a line at the left margin continues the line before it (prose), unless either is blank or
///   the line before is a heading (a line at the left margin ending in ":") or the line is one;
/// - an indented line continues a two-column line ("  --store STORE      text") when it starts
///   where that line's text column starts;
/// - any other indented line (a usage line, an example) stands on its own.
///
/// A line that fits is kept as it is; a longer one breaks at spaces, its continuation lines
/// starting at its text column (or 4 past its indent when that column leaves too little room).
/// A word wider than the whole line is cut where the line ends.
package enum TextWrapper {
    /// Below this many columns beside a two-column line's text column, text goes under it instead.
    static let minimumTextWidth = 16

    package static func wrap(_ text: String, width: Int) -> String {
        let width = max(1, width)
        var output: [String] = []
        for paragraph in paragraphs(text) {
            output += wrapLine(paragraph, width: width)
        }
        return output.joined(separator: "\n")
    }

    /// A logical line: its indent, the column its text continues at, and its whole text.
    private struct Paragraph {
        var text: String
        let indent: Int
        let textColumn: Int
    }

    private static func paragraphs(_ text: String) -> [String] {
        var result: [Paragraph] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = line.prefix { $0 == " " }.count
            let isBlank = indent == line.count
            if !isBlank, let previous = result.last, continues(previous, line: line, indent: indent) {
                result[result.count - 1].text += " " + line.dropFirst(indent)
                continue
            }
            result.append(
                Paragraph(text: line, indent: indent, textColumn: textColumn(of: line, indent: indent)))
        }
        return result.map(\.text)
    }

    private static func continues(_ previous: Paragraph, line: String, indent: Int) -> Bool {
        let previousBlank = previous.text.allSatisfy { $0 == " " }
        let previousIsHeading =
            previous.indent == 0 && previous.textColumn == 0 && previous.text.hasSuffix(":")
        if previousBlank || previousIsHeading || (indent == 0 && line.hasSuffix(":")) { return false }
        if indent == 0 { return previous.indent == 0 && previous.textColumn == 0 }
        return indent == previous.textColumn && previous.textColumn > previous.indent
    }

    /// Where a two-column line's second column starts (after the first run of two or more spaces
    /// past the indent); the indent for any other line. Counted in characters: help is ASCII.
    private static func textColumn(of line: String, indent: Int) -> Int {
        let characters = Array(line)
        var index = indent
        while index + 1 < characters.count {
            if characters[index] == " " && characters[index + 1] == " " {
                var end = index
                while end < characters.count && characters[end] == " " { end += 1 }
                return end < characters.count ? end : indent
            }
            index += 1
        }
        return indent
    }

    private static func wrapLine(_ line: String, width: Int) -> [String] {
        guard DisplayWidth.of(line) > width else { return [line] }
        let indent = line.prefix { $0 == " " }.count
        let column = textColumn(of: line, indent: indent)
        let head = String(line.prefix(column))
        let body = line.dropFirst(column).split(separator: " ").map(String.init)
        if column > indent && width - column < minimumTextWidth {
            // Too little room beside the first column: it goes on a line of its own.
            let continuation = min(indent + 4, max(0, width - minimumTextWidth))
            return wrapLine(head.trimmingTrailingSpaces, width: width)
                + fill(
                    body, firstPrefix: String(repeating: " ", count: continuation),
                    continuation: continuation,
                    width: width)
        }
        if column > indent {
            return fill(body, firstPrefix: head, continuation: column, width: width)
        }
        // An indent that leaves too little room is narrowed, on the first line as on the others.
        let margin = min(indent, max(0, width - minimumTextWidth))
        return fill(
            body, firstPrefix: String(repeating: " ", count: margin), continuation: margin, width: width)
    }

    /// Words into lines of at most `width` columns, the first starting with `firstPrefix`.
    private static func fill(_ words: [String], firstPrefix: String, continuation: Int, width: Int)
        -> [String]
    {
        let margin = String(repeating: " ", count: continuation)
        var lines: [String] = []
        var current = firstPrefix
        var currentWidth = DisplayWidth.of(firstPrefix)
        var hasWord = false
        for word in words {
            var word = word
            var wordWidth = DisplayWidth.of(word)
            if hasWord && currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = margin
                currentWidth = continuation
                hasWord = false
            }
            // A word longer than a whole line is cut at the line's end, as often as needed.
            while currentWidth + (hasWord ? 1 : 0) + wordWidth > width {
                let room = max(1, width - currentWidth - (hasWord ? 1 : 0))
                let (piece, rest) = split(word, atWidth: room)
                current += (hasWord ? " " : "") + piece
                lines.append(current)
                current = margin
                currentWidth = continuation
                hasWord = false
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            if word.isEmpty { continue }
            current += (hasWord ? " " : "") + word
            currentWidth += (hasWord ? 1 : 0) + wordWidth
            hasWord = true
        }
        if hasWord || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The leading characters of `word` that fit in `width` columns (at least one), and the rest.
    private static func split(_ word: String, atWidth width: Int) -> (String, String) {
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let next = DisplayWidth.of(word[index])
            if used + next > width && used > 0 { break }
            used += next
            index = word.index(after: index)
        }
        return (String(word[..<index]), String(word[index...]))
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }
}

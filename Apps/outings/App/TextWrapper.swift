/// Help text wrapped at word boundaries to a width. The help is written with line breaks of its
/// own (at about 100 columns); these are undone first, so a paragraph is reflowed as a whole:
///
/// - a line at the left margin continues the line before it (prose), unless either is blank or
///   the line before is a heading (a line at the left margin ending in ":") or the line is one;
/// - an indented line continues a two-column line ("  --store STORE      text") when it starts
///   where that line's text column starts;
/// - any other indented line (an example, a command line to copy) stands on its own;
/// - a line starting "Usage: " continues under its command.
///
/// A line that fits is kept as it is; a longer one breaks at spaces, its continuation lines
/// starting at its text column (or 4 past its indent when that column leaves too little room).
/// Nothing is ever cut inside a word: a word wider than the line, and an example line that does
/// not fit, go on a line of their own whole, wider than the width (a cut token pasted back into
/// a shell would be a different command). An option in brackets (`[--size S]`) stays on one line.
package enum TextWrapper {
    /// Below this many columns beside a two-column line's text column, text goes under it instead.
    static let minimumTextWidth = 16
    static let usagePrefix = "Usage: "

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
    /// past the indent), or a usage line's command; the indent for any other line. Counted in characters: help is ASCII.
    private static func textColumn(of line: String, indent: Int) -> Int {
        // A usage line goes on under its command, not at the margin.
        if indent == 0 && line.hasPrefix(usagePrefix) { return usagePrefix.count }
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
        // An example or a command line: copied as it is typed, so never broken.
        if indent > 0 && column == indent { return [line] }
        let head = String(line.prefix(column))
        let body = units(of: line.dropFirst(column))
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

    /// Words into lines of at most `width` columns, the first starting with `firstPrefix`; a word
    /// wider than that gets a line of its own.
    private static func fill(_ words: [String], firstPrefix: String, continuation: Int, width: Int)
        -> [String]
    {
        let margin = String(repeating: " ", count: continuation)
        var lines: [String] = []
        var current = firstPrefix
        var currentWidth = DisplayWidth.of(firstPrefix)
        var hasWord = false
        // A bracketed option wider than a whole line is broken at its spaces after all.
        let words = words.flatMap { word in
            DisplayWidth.of(word) > width - continuation && word.contains(" ")
                ? word.split(separator: " ").map(String.init) : [word]
        }
        for word in words {
            let wordWidth = DisplayWidth.of(word)
            if hasWord && currentWidth + 1 + wordWidth > width {
                lines.append(current)
                current = margin
                currentWidth = continuation
                hasWord = false
            }
            current += (hasWord ? " " : "") + word
            currentWidth += (hasWord ? 1 : 0) + wordWidth
            hasWord = true
        }
        if hasWord || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// The text's words, a bracketed option (`[--output FILE|-]`) kept together as one.
    private static func units(of text: Substring) -> [String] {
        var units: [String] = []
        var depth = 0
        for word in text.split(separator: " ") {
            if depth > 0, let last = units.popLast() {
                units.append(last + " " + word)
            } else {
                units.append(String(word))
            }
            // Only a word that opens with "[" starts a group, so a stray bracket in prose cannot.
            if depth > 0 || word.hasPrefix("[") {
                depth = max(0, depth + word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count)
            }
        }
        return units
    }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var copy = self
        while copy.hasSuffix(" ") { copy.removeLast() }
        return copy
    }
}

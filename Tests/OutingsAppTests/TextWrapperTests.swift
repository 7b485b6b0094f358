import Foundation
import OutingsApp
import OutingsAppTestSupport
import Testing

/// Help wrapped at word boundaries.
struct TextWrapperTests {
    @Test func proseIsReflowedAsOneParagraphAtWordBoundaries() {
        #expect(
            TextWrapper.wrap("one two three four\nfive six", width: 10) == "one two\nthree four\nfive six")
    }

    @Test func aTwoColumnLineContinuesUnderItsTextColumn() {
        let text = "  --a X   alpha beta\n          gamma delta epsilon"

        #expect(TextWrapper.wrap(text, width: 80) == "  --a X   alpha beta gamma delta epsilon")
        #expect(TextWrapper.wrap(text, width: 30) == "  --a X   alpha beta gamma\n          delta epsilon")
    }

    @Test func headingsUsageLinesAndExamplesKeepTheirOwnLines() {
        let text = "Some text\nCommands:\n  show  print\n  save  store it\n\n  outings a\n  outings b\n"

        #expect(TextWrapper.wrap(text, width: 80) == text)
    }

    @Test func aWordLongerThanTheLineStandsWholeOnALineOfItsOwn() {
        #expect(TextWrapper.wrap("ab abcdefghij cd", width: 4) == "ab\nabcdefghij\ncd")
        // Too little room beside "--a X": the text goes under it, 4 columns in.
        #expect(
            TextWrapper.wrap("  --a X  one postgres://USER@HOST/DB", width: 20)
                == "  --a X\n    one\n    postgres://USER@HOST/DB")
    }

    @Test func anExampleThatDoesNotFitIsKeptWholeOnItsLine() {
        let text = "Examples:\n  outings transfer --from sqlite:a.sqlite --to sqlite:b.sqlite\n"

        #expect(TextWrapper.wrap(text, width: 30) == text)
    }

    @Test func aBracketedOptionInAUsageLineStaysTogether() {
        let usage = "Usage: outings photos download PHOTO_ID [--output FILE|-] [--force]"

        #expect(
            TextWrapper.wrap(usage, width: 40)
                == "Usage: outings photos download PHOTO_ID\n       [--output FILE|-] [--force]")
    }

    @Test func aNarrowTextColumnMovesTheTextUnderTheOption() {
        let wrapped = TextWrapper.wrap("  --api-key-file FILE         read the key from FILE", width: 36)

        #expect(wrapped == "  --api-key-file FILE\n      read the key from FILE")
    }

    /// The real help at several widths: no line too wide but a word or an example that cannot be
    /// cut, and not a word lost, split or moved.
    @Test(arguments: [24, 40, 60, 80, 132])
    func theHelpFitsTheWidthAndKeepsEveryWordInOrder(width: Int) {
        for words in [[], ["places"], ["attractions", "edit"], ["transfer"]] {
            let console = ConsoleSpy()
            let wide = ConsoleSpy()

            let status = Outings.run(
                arguments: words + ["--help"], environment: ["COLUMNS": String(width)], console: console)
            let wideStatus = Outings.run(
                arguments: words + ["--help"], environment: ["COLUMNS": "10000"], console: wide)
            #expect(status == 0 && wideStatus == 0)

            let lines = console.output.split(separator: "\n").map(String.init)
            // Only a word alone, or an indented example or command kept whole (all of a wide line,
            // or its first column), may be wider than the width.
            let wideLines = wide.output.split(separator: "\n").map(String.init)
            let tooWide = lines.filter { line in
                DisplayWidth.of(line) > width && line.split(separator: " ").count > 1
                    && !(line.hasPrefix("  ")
                        && wideLines.contains { $0 == line || $0.hasPrefix(line + "  ") })
            }
            #expect(tooWide.isEmpty, "\(words) at \(width): \(tooWide)")
            // Every word whole and in order at any width.
            #expect(
                console.output.split(whereSeparator: \.isWhitespace)
                    == wide.output.split(whereSeparator: \.isWhitespace), "\(words) at \(width)")
        }
    }
}

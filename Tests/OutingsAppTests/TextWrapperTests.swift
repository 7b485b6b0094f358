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

    @Test func aWordLongerThanTheLineIsCutAtTheEdge() {
        #expect(TextWrapper.wrap("abcdefghij", width: 4) == "abcd\nefgh\nij")
    }

    @Test func aNarrowTextColumnMovesTheTextUnderTheOption() {
        let wrapped = TextWrapper.wrap("  --api-key-file FILE         read the key from FILE", width: 36)

        #expect(wrapped == "  --api-key-file FILE\n      read the key from FILE")
    }

    /// The real help at several widths: no line too wide, and not a word lost, split or moved.
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
            let tooWide = lines.filter { DisplayWidth.of($0) > width }
            #expect(tooWide.isEmpty, "\(words) at \(width): \(tooWide)")
            // Every character in order at any width; whole words once the width holds the longest.
            #expect(console.output.filter { !$0.isWhitespace } == wide.output.filter { !$0.isWhitespace })
            if width >= 80 {
                #expect(
                    console.output.split(whereSeparator: \.isWhitespace)
                        == wide.output.split(whereSeparator: \.isWhitespace), "\(words) at \(width)")
            }
        }
    }
}

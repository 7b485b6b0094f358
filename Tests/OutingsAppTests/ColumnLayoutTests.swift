import OutingsApp
import Testing

/// The pure column layout: rows in, lines out, for a given width.
struct ColumnLayoutTests {
    private let layout = ColumnLayout([.number, .text, .fixed])

    private func plain(_ rows: [[String]], width: Int, layout: ColumnLayout? = nil) -> [String] {
        (layout ?? self.layout).lines(rows.map { $0.map { Span($0) } }, fitting: width)
            .map { $0.rendered(color: false) }
    }

    @Test func columnsAreAsWideAsTheirWidestCellWhenThatFits() {
        let lines = plain([["1.", "Zoo", "id1"], ["10.", "Aquarium", "id22"]], width: 80)

        #expect(lines == [" 1.  Zoo       id1", "10.  Aquarium  id22"])
    }

    @Test func aTooWideRowIsFittedByCuttingTheTextColumnWithAnEllipsis() {
        let lines = plain(
            [["1.", "Fort Collins Museum", "6f1d2c3a"], ["2.", "Zoo", "77aa00bb"]], width: 24)

        // 2 + 2 + 10 + 2 + 8 = 24: the name gets the 10 columns left over, one of them the "…".
        #expect(lines == ["1.  Fort Coll…  6f1d2c3a", "2.  Zoo         77aa00bb"])
    }

    @Test func theWidestTextColumnGivesWayFirst() {
        let layout = ColumnLayout([.text, .text])
        let lines = plain([["Short", "A very long subtitle indeed"]], width: 20, layout: layout)

        // 5 + 2 + 13: the short column keeps its width, the long one is cut to what is left.
        #expect(lines == ["Short  A very long …"])
    }

    @Test func wideCharactersAreMeasuredInColumnsForAlignment() {
        let lines = plain([["1.", "東京タワー", "aaaaaaaa"], ["2.", "Zoo", "bbbbbbbb"]], width: 80)

        #expect(lines == ["1.  東京タワー  aaaaaaaa", "2.  Zoo         bbbbbbbb"])
    }

    @Test(arguments: [8, 12, 17, 20, 31, 45, 60])
    func noLineIsWiderThanTheWidth(width: Int) {
        let rows = [
            ["12.", "Gardens on Spring Creek 🌷 温室", "Garden, outside", "6f1d2c3a-0005"],
            ["3.", "City Park", "", "6f1d2c3a-0003"],
        ]
        let layout = ColumnLayout([.number, .text, .text, .fixed])

        let widths = plain(rows, width: width, layout: layout).map { DisplayWidth.of($0) }

        #expect(widths.allSatisfy { $0 <= width }, "\(widths)")
    }

    @Test func emptyTrailingCellsLeaveNoTrailingBlanks() {
        let layout = ColumnLayout([.fixed, .text, .text])

        let lines = plain([["p1", "Paris", "France"], ["p2", "Nowhere", ""]], width: 80, layout: layout)

        #expect(lines == ["p1  Paris    France", "p2  Nowhere"])
    }

    @Test func colourWrapsOnlyTheStyledTextNotItsPadding() {
        let row = [Span("1."), Span("Zoo", .bold), Span("abc", .dim)]
        let widths = [2, 5, 3]

        let line = layout.line(row, widths: widths).rendered(color: true)

        #expect(line == "1.  \u{1B}[1mZoo\u{1B}[0m    \u{1B}[2mabc\u{1B}[0m")
    }

    @Test func storedEscapesAreSanitizedBeforeTheyAreMeasuredOrStyled() {
        let row = [Span("1."), Span("Evil\u{1B}[31m", .bold), Span("id", .dim)]

        let line = layout.lines([row], fitting: 80)[0].rendered(color: true)

        // The stored ESC became U+FFFD (one column); the only escapes are the styling's.
        #expect(line == "1.  \u{1B}[1mEvil\u{FFFD}[31m\u{1B}[0m  \u{1B}[2mid\u{1B}[0m")
    }
}

/// Columns that give way whole before any text is cut.
struct DroppedColumnTests {
    private let layout = ColumnLayout([.number, .text, .text.droppable(2), .fixed.droppable(1)])
    // Natural widths 2 + 9 + 13 + 8 and three gaps of 2: 38 columns.
    private let rows = [["1.", "City Park", "Park, outside", "abcd1234"]].map { $0.map { Span($0) } }

    private func plain(_ width: Int) -> [String] {
        layout.lines(rows, fitting: width).map { $0.rendered(color: false) }
    }

    @Test func theIDGoesFirstThenTheKindAndOnlyThenIsTheNameCut() {
        #expect(plain(38) == ["1.  City Park  Park, outside  abcd1234"])
        #expect(plain(37) == ["1.  City Park  Park, outside"])
        #expect(plain(28) == ["1.  City Park  Park, outside"])
        #expect(plain(27) == ["1.  City Park"])
        #expect(plain(13) == ["1.  City Park"])
        #expect(plain(11) == ["1.  City P…"])
    }
}

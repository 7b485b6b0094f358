import Domain
import Foundation
import OutingsAppTestSupport
import Presentation
import Testing

@testable import OutingsApp

/// `attractions list` is written row by row (`AttractionRowsWriter`); its bytes must be exactly
/// what the whole-list rendering (`TerminalView` with Foundation's `JSONEncoder`) writes.
struct AttractionRowsWriterTests {
    static let hostileText: [String] = [
        "plain", "", "quote \" backslash \\ slash / both \\/", "\u{1B}[31mred\u{1B}[0m", "\u{9B}C1",
        "tab\tCR\rLF\nFF\u{0C}BS\u{08}NUL\u{0}US\u{1F}DEL\u{7F}", "\u{202E}bidi\u{2066}\u{2029}\u{2028}",
        "é 東京 🏔️ 👨‍👩‍👧 \u{FFFD} \u{10FFFF}", String((0..<0x80).map { Character(Unicode.Scalar($0)!) }),
    ]

    /// One attraction per hostile text, the text in every field (ids too: stores take any id).
    static var hostileList: [Attraction] {
        hostileText.enumerated().map { index, text in
            Attraction(
                id: "id-\(index)-\(text)", name: text, type: index.isMultiple(of: 2) ? text : "",
                inside: index.isMultiple(of: 3), description: text, website: text,
                ages: index.isMultiple(of: 2) ? try? AgeRange(text: "\(index)+") : nil,
                cost: index.isMultiple(of: 3) ? .free : try? Cost(text: "\(index).5 EUR"),
                hours: index.isMultiple(of: 2) ? nil : try? OpeningHours(text: "Mo-Fr 09:00-17:00; Sa off"),
                address: text, location: locations[index % locations.count],
                tags: (try? Tags(Array(["playground", "stroller", "z-\(index)"].prefix(index % 4))))
                    ?? Tags(),
                position: index + 1, version: index * 1_000_003 + 1)
        }
    }

    /// Whole degrees, tiny ones the encoder writes with an exponent, the ends of the ranges.
    static let locations: [GeoCoordinate?] = [
        nil, GeoCoordinate(latitude: 40.5853, longitude: -105.0844),
        GeoCoordinate(latitude: 0.000001, longitude: -0.000001), GeoCoordinate(latitude: 90, longitude: -180),
        GeoCoordinate(latitude: -12.5, longitude: 179.999999),
    ]

    private func whole(_ list: [Attraction], format: TerminalView.Format) -> String {
        let console = ConsoleSpy()
        AttractionsPresenter(view: TerminalView(console: console, format: format)).present(list)
        return console.output
    }

    private func streamed(_ list: [Attraction], json: Bool) throws -> String {
        let console = ConsoleSpy()
        try AttractionRowsPresenter(view: AttractionRowsWriter(console: console, json: json)).present(
            list.forEach)
        return console.output
    }

    /// A list with a name for the test output, which never shows the hostile text itself.
    struct Rows: CustomTestStringConvertible, Sendable {
        let testDescription: String
        let list: [Attraction]
    }

    static let lists: [Rows] = [
        Rows(testDescription: "empty", list: []),
        Rows(testDescription: "one hostile row", list: Array(hostileList.prefix(1))),
        Rows(testDescription: "every hostile text", list: hostileList),
        // Past the flush size several times, so rows are split over several writes.
        Rows(
            testDescription: "3,000 rows",
            list: (1...3_000).map {
                Attraction(id: "id\($0)", name: "Name \($0) é", type: "Park", position: $0)
            }),
    ]

    @Test(arguments: lists)
    func json_isByteForByteWhatJSONEncoderWrites(_ rows: Rows) throws {
        #expect(try streamed(rows.list, json: true) == whole(rows.list, format: .json))
    }

    @Test(arguments: lists)
    func text_isByteForByteWhatTheWholeListViewWrites(_ rows: Rows) throws {
        #expect(try streamed(rows.list, json: false) == whole(rows.list, format: .text))
    }

    /// Pinned literally, so a change to the shared line format shows here too.
    @Test func text_rowsLookAsDocumented() throws {
        let list = [
            Attraction(id: "a1", name: "Zoo \u{1B}[2J", type: "Animals", inside: false, position: 1),
            Attraction(id: "b2", name: "Museum", type: "", inside: true, position: 2),
        ]

        #expect(
            try streamed(list, json: false)
                == "1. Zoo \u{FFFD}[2J (Animals, outside)  id a1\n2. Museum (inside)  id b2\n")
        #expect(
            try streamed([], json: false)
                == "No attractions yet. Try: outings demo, or outings attractions add --name NAME\n")
    }

    /// Output that fails stops the walk at the next flush with the exit-74 error, instead of
    /// reading the rest of the store for nothing.
    @Test func outputFailure_stopsTheWalkWithAnIOError() throws {
        let console = FailingConsole()
        var read = 0
        let walk: ((Attraction) throws -> Void) throws -> Void = { body in
            for number in 1...100_000 {
                read += 1
                try body(Attraction(id: "id\(number)", name: "Name", position: number))
            }
        }

        #expect(throws: CLIError(code: .ioError, message: "cannot write standard output: Broken pipe")) {
            try AttractionRowsPresenter(view: AttractionRowsWriter(console: console, json: true)).present(
                walk)
        }
        #expect(console.writes == 1)
        #expect(read < 100_000)
    }
}

/// Standard output that fails from the first write, as a closed pipe does.
final class FailingConsole: Console {
    private(set) var writes = 0
    var outputFailure: String? { writes > 0 ? "cannot write standard output: Broken pipe" : nil }
    func write(_ text: String) { writes += 1 }
    func writeError(_ text: String) {}
    func write(data: Data) { writes += 1 }
    func readLine() -> String? { nil }
    func read(upTo limit: Int) -> Data { Data() }
    var isInteractive: Bool { false }
}

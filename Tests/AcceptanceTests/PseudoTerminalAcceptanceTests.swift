import Foundation
import TestSupport
import Testing

/// The binary in a real pseudo-terminal (tmux): help and lists fit the terminal's width, colour
/// follows --color and NO_COLOR, and --refresh shows its progress on a terminal's stderr.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
struct PseudoTerminalAcceptanceTests {
    private let escape = "\u{1B}["

    /// A scratch HOME holding the demo guide (removed when the returned binary is released, so a
    /// test keeps it), and the environment that points at it.
    private func demoHome() throws -> (OutingsBinary, [String: String]) {
        let cli = try OutingsBinary()
        try cli.run(["demo"])
        return (cli, ["HOME": cli.home.path, "PATH": "/usr/bin:/bin"])
    }

    @Test func helpWrapsToTheTerminalsWidthWithoutColumns() throws {
        let (cli, environment) = try demoHome()
        defer { withExtendedLifetime(cli) {} }
        let terminal = try PseudoTerminal()

        // Tall enough for the whole overview (about 35 lines at 60 columns), so no line scrolls away.
        let screen = try terminal.run(["--help"], width: 60, height: 150, environment: environment)

        let widths = screen.lines.map { $0.count }
        #expect(screen.status == 0)
        #expect(widths.max() ?? 0 <= 60)
        #expect(widths.max() ?? 0 > 50)
        // Word boundaries: the demo row's summary goes on under its text column.
        let demo = try #require(screen.lines.firstIndex { $0.hasPrefix("  demo ") })
        #expect(
            screen.lines[demo] == "  demo" + String(repeating: " ", count: 22)
                + "load the bundled sample guide")
        #expect(screen.lines[demo + 1] == String(repeating: " ", count: 28) + "and show a tour")
    }

    /// The sample's attraction list as a terminal of each width shows it, written out here: at
    /// 82 columns everything fits; narrower, the short id goes first, then the kind, and only
    /// below the longest name (35 columns, 40 with its number) are names cut.
    @Test(arguments: [
        (
            200,
            [
                " 1.  Fort Collins Museum of Discovery     Museum, inside             6f1d2c3a-0001",
                " 8.  Swetsville Zoo                       Sculpture garden, outside  6f1d2c3a-0008",
                "12.  Fossil Creek Reservoir Natural Area  Nature area, outside       6f1d2c3a-0012",
            ]
        ),
        (
            80,
            [
                " 1.  Fort Collins Museum of Discovery     Museum, inside",
                " 8.  Swetsville Zoo                       Sculpture garden, outside",
                "12.  Fossil Creek Reservoir Natural Area  Nature area, outside",
            ]
        ),
        (
            60,
            [
                " 1.  Fort Collins Museum of Discovery", " 8.  Swetsville Zoo",
                "12.  Fossil Creek Reservoir Natural Area",
            ]
        ),
        (
            40,
            [
                " 1.  Fort Collins Museum of Discovery", " 8.  Swetsville Zoo",
                "12.  Fossil Creek Reservoir Natural Area",
            ]
        ),
        (30, [" 1.  Fort Collins Museum of D…", " 8.  Swetsville Zoo", "12.  Fossil Creek Reservoir N…"]),
    ])
    func narrowTerminalsDropTheIDThenTheKindBeforeCuttingNames(width: Int, rows: [String]) throws {
        let (cli, environment) = try demoHome()
        defer { withExtendedLifetime(cli) {} }

        let screen = try PseudoTerminal().run(
            ["attractions", "list"], width: width, environment: environment)

        #expect(screen.status == 0)
        try #require(screen.lines.count == 12, "\(screen.lines)")
        #expect([screen.lines[0], screen.lines[7], screen.lines[11]] == rows)
        #expect(screen.lines.allSatisfy { $0.count <= width })
    }

    /// Places at 60 columns hold every column (the widest row is exactly 60); at 40 the id and
    /// then the subtitle go, and titles stay whole. Catalog photos drop their id first too.
    @Test func placesAndPhotosDropTheirIDsFirst() throws {
        let (cli, environment) = try demoHome()
        defer { withExtendedLifetime(cli) {} }

        let wide = try PseudoTerminal().run(["places"], width: 60, environment: environment)
        let narrow = try PseudoTerminal().run(["places"], width: 40, environment: environment)
        let photos = try PseudoTerminal().run(["photos"], width: 80, environment: environment)

        #expect(wide.lines.contains("  jVeCS8pQUL8PV4    San Francisco  California, United States"))
        #expect(narrow.lines.contains("  San Francisco"))
        #expect(!narrow.lines.joined().contains("jVeCS8pQUL8PV4"))
        // The newest upload is listed last; its id is 53301735541.
        #expect(photos.lines.last == "Lory State Park trail")
        #expect(!photos.lines.contains { $0.contains("5330") })
    }

    /// An empty list's message and its hint (a command to type) wrap at spaces on a narrow
    /// terminal, rather than being cut wherever the terminal's own wrapping falls.
    @Test(arguments: [["places"], ["recents"], ["attractions"], ["attractions", "list"]])
    func anEmptyListsHintWrapsAtSpacesOnANarrowTerminal(command: [String]) throws {
        let cli = try OutingsBinary()
        let piped = try cli.run(command)

        let screen = try PseudoTerminal().run(
            command, width: 40, environment: ["HOME": cli.home.path, "PATH": "/usr/bin:/bin"])

        #expect(screen.status == 0)
        #expect(screen.lines.count > 1)
        #expect(screen.lines.allSatisfy { $0.count <= 40 }, "\(screen.lines)")
        #expect(screen.lines.joined(separator: " ") + "\n" == piped.stdout)
    }

    @Test func namesAreBoldIDsDimAndErrorsRedOnATerminal() throws {
        let (cli, environment) = try demoHome()
        defer { withExtendedLifetime(cli) {} }

        let list = try PseudoTerminal().run(["attractions", "list"], width: 100, environment: environment)
        let error = try PseudoTerminal().run(["attractions", "show", "zzz"], environment: environment)

        #expect(list.styledLines[0].contains("\(escape)1mFort Collins Museum of Discovery"))
        #expect(list.styledLines[0].contains("\(escape)2m6f1d2c3a-0001"))
        #expect(error.status == 66)
        #expect(error.styledLines.first?.hasPrefix("\(escape)31moutings: ") == true)
    }

    @Test(arguments: [
        (["--color", "never"], [String: String]()),
        ([], ["NO_COLOR": "1"]),
    ])
    func colourIsOffWhenAskedOnATerminal(options: [String], variables: [String: String]) throws {
        let (cli, environment) = try demoHome()
        defer { withExtendedLifetime(cli) {} }

        let list = try PseudoTerminal().run(
            options + ["places"], environment: environment.merging(variables) { $1 })
        let error = try PseudoTerminal().run(
            options + ["attractions", "show", "zzz"], environment: environment.merging(variables) { $1 })

        #expect(list.lines.contains { $0.contains("Fort Collins") })
        #expect(!(list.styledLines + error.styledLines).joined().contains(escape))
        #expect(error.lines.first?.hasPrefix("outings: ") == true)
    }

    @Test func refreshShowsPagesAndPhotosOnAStandardErrorThatIsATerminal() throws {
        let flickr = try FakeFlickrServer()
        let (cli, home) = try demoHome()
        let environment = home.merging([
            "OUTINGS_FLICKR_URL": flickr.baseURL.absoluteString, "FLICKR_API_KEY": "test-key",
        ]) { $1 }

        let photos = try PseudoTerminal().run(
            ["places", "photos", "big.place", "--refresh", "--limit", "300"], environment: environment,
            redirect: ">/dev/null")
        let places = try PseudoTerminal().run(
            ["places", "--refresh"], environment: environment, redirect: ">/dev/null")
        // Standard output on the terminal, standard error into a file: no progress at all.
        let quiet = try PseudoTerminal().run(
            ["places", "photos", "big.place", "--refresh", "--limit", "300"], environment: environment,
            redirect: "2>\(cli.home.path)/stderr")

        // 300 photos at 250 a page: two pages.
        #expect(photos.status == 0)
        #expect(photos.lines == ["Fetching from Flickr: 2 pages, 300 photos"])
        #expect(places.lines == ["Fetching from Flickr: 1 page, 3 places"])
        #expect(quiet.status == 0)
        #expect(try String(contentsOfFile: "\(cli.home.path)/stderr", encoding: .utf8) == "")
    }
}

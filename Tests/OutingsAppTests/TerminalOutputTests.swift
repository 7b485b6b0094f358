import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// What a terminal gets, in process: columns, short ids, colour and its switches, red errors.
struct TerminalOutputTests {
    private let escape = "\u{1B}["

    /// Runs `arguments` on a SQLite store in a temporary folder holding the demo guide.
    @discardableResult
    private func run(
        _ arguments: [String], console: any Console, environment: [String: String] = [:],
        in folder: TemporaryFolder
    ) -> Int32 {
        let store = ["--store", "sqlite:" + folder.path("guide.sqlite")]
        let base = ["HOME": folder.path("home")]
        if !FileManager.default.fileExists(atPath: folder.path("guide.sqlite")) {
            _ = Outings.run(arguments: store + ["demo"], environment: base, console: ConsoleSpy())
        }
        return Outings.run(
            arguments: store + arguments, environment: base.merging(environment) { $1 }, console: console)
    }

    @Test func attractionsOnATerminalAreColumnsThatFitWithShortIDs() throws {
        let folder = try TemporaryFolder()
        // The widest row of the sample is 82 columns: every column fits, nothing is cut.
        let console = TerminalConsoleSpy(columns: 82)

        let status = run(["attractions", "list", "--color", "never"], console: console, in: folder)

        let lines = console.output.split(separator: "\n").map(String.init)
        #expect(status == 0)
        #expect(lines.count == 12)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 82 })
        // The sample's ids share "6f1d2c3a-00": the short id is the first 13 characters.
        #expect(lines[0].hasPrefix(" 1.  Fort Collins Museum of Discovery  "))
        #expect(lines[0].hasSuffix("  6f1d2c3a-0001"))
        #expect(!lines.joined().contains("…"))
        // Aligned: every id starts in the same column.
        #expect(Set(lines.map { DisplayWidth.of($0) - 13 }).count == 1)
    }

    @Test func aShortIDFromTheListIsAcceptedByEveryCommandThatTakesAnID() throws {
        let folder = try TemporaryFolder()
        let list = TerminalConsoleSpy(columns: 200)
        run(["attractions", "list", "--color", "never"], console: list, in: folder)
        let shortIDs = list.output.split(separator: "\n").compactMap {
            $0.split(separator: " ").last.map(String.init)
        }
        let id = try #require(shortIDs.last)

        let shown = ConsoleSpy()
        let edited = ConsoleSpy()
        let moved = ConsoleSpy()
        let removed = ConsoleSpy()
        #expect(run(["attractions", "show", id.uppercased(), "--json"], console: shown, in: folder) == 0)
        #expect(run(["attractions", "edit", id, "--type", "Lake"], console: edited, in: folder) == 0)
        #expect(run(["attractions", "move", id, "--to", "1"], console: moved, in: folder) == 0)
        #expect(run(["attractions", "remove", id, "--yes"], console: removed, in: folder) == 0)

        #expect(id.count == 13)
        #expect(shown.output.contains("\"id\" : \"\(id)"))
        #expect(edited.errors.isEmpty && moved.errors.isEmpty && removed.errors.isEmpty)
    }

    @Test func namesAreBoldAndIDsDimOnATerminal() throws {
        let folder = try TemporaryFolder()
        let console = TerminalConsoleSpy(columns: 200)

        run(["attractions", "list"], console: console, in: folder)

        let first = try #require(console.output.split(separator: "\n").first.map(String.init))
        #expect(first.hasPrefix(" 1.  \(escape)1mFort Collins Museum of Discovery\(escape)0m  "))
        #expect(first.hasSuffix("  \(escape)2m6f1d2c3a-0001\(escape)0m"))
        // The kind between them is plain: only the name and the id are styled.
        #expect(first.components(separatedBy: escape).count == 5)
    }

    @Test(arguments: [
        (["--color", "never"], [String: String]()),
        (["--color=never"], [:]),
        ([], ["NO_COLOR": "1"]),
        // A dumb terminal would show the escapes as text.
        ([], ["TERM": "dumb"]),
    ])
    func colourIsOffWithNeverOrNoColor(options: [String], environment: [String: String]) throws {
        let folder = try TemporaryFolder()
        let console = TerminalConsoleSpy()

        run(options + ["places"], console: console, environment: environment, in: folder)
        run(
            options + ["attractions", "show", "nothing-like-this"], console: console,
            environment: environment, in: folder)

        #expect(console.output.contains("Fort Collins"))
        #expect(console.errors.hasPrefix("outings: "))
        #expect(!console.output.contains(escape) && !console.errors.contains(escape))
    }

    @Test func anEmptyNoColorDoesNotTurnColourOffAndAlwaysOverridesIt() throws {
        let folder = try TemporaryFolder()
        let empty = TerminalConsoleSpy()
        let piped = ConsoleSpy()

        run(["places"], console: empty, environment: ["NO_COLOR": ""], in: folder)
        run(["--color", "always", "places"], console: piped, environment: ["NO_COLOR": "1"], in: folder)

        #expect(empty.output.contains("\(escape)1mFort Collins\(escape)0m"))
        // Forced onto a pipe: the piped layout, coloured.
        #expect(piped.output.contains("\(escape)1mUnited States\(escape)0m\n  \(escape)2m"))
    }

    @Test func errorsAreRedOnlyWhenStandardErrorIsATerminal() throws {
        let folder = try TemporaryFolder()
        let terminal = TerminalConsoleSpy()
        let piped = ConsoleSpy()

        let status = run(["attractions", "show", "zzz"], console: terminal, in: folder)
        run(["attractions", "show", "zzz"], console: piped, in: folder)

        #expect(status == 66)
        #expect(terminal.errors.hasPrefix("\(escape)31moutings: "))
        #expect(terminal.errors.hasSuffix("\(escape)0m\n"))
        #expect(piped.errors.hasPrefix("outings: "))
        #expect(!piped.errors.contains(escape))
    }

    @Test(arguments: [
        (["--color", "sometimes", "places"], "--color must be auto, always or never, not \"sometimes\""),
        (["--color"], "--color needs a value"),
        (["--color", "never", "--color", "never", "places"], "--color is given twice"),
        (["--color=", "places"], "--color must be auto, always or never, not \"\""),
    ])
    func aBadColourIsAUsageError(arguments: [String], message: String) {
        let console = TerminalConsoleSpy()

        let status = Outings.run(arguments: arguments, environment: [:], console: console)

        #expect(status == 64)
        #expect(console.errors.contains(message))
        #expect(console.output.isEmpty)
    }

    @Test func hostileStoredTextCannotInjectEscapesIntoColouredOutput() throws {
        let folder = try TemporaryFolder()
        let console = TerminalConsoleSpy()
        run(["attractions", "add", "--name", "Nice"], console: ConsoleSpy(), in: folder)
        // Stored text that bypassed validation (written by another program) is still made safe.
        let photo = #"[{"id":"x","title":"Hi\u001b[2J there","place_id":"p","dateupload":"1"}]"#
        let file = folder.path("photo.json")
        try Data(photo.utf8).write(to: URL(fileURLWithPath: file))
        run(["photos", "import", file], console: ConsoleSpy(), in: folder)

        run(["photos"], console: console, in: folder)

        #expect(console.output.contains("\(escape)1mHi\u{FFFD}[2J there\(escape)0m"))
        #expect(!console.output.contains("\u{1B}[2J"))
    }
}

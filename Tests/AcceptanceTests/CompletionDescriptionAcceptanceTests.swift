import Foundation
import Testing

/// zsh and fish show each id with what it names, in the real shells; names are hostile on
/// purpose (command substitutions, backticks, quotes, colons, `--`, and from an import a tab and
/// a line break), and none of them may run or split a candidate. Each test needs its shell.
@Suite(.serialized)
struct CompletionDescriptionAcceptanceTests {
    final class Fixture {
        let cli: OutingsBinary
        let store: String
        let zooID: String
        let evilID: String
        /// What a hostile command in a name would create (the shells run in HOME).
        var pwned: [String] { (1...6).map { cli.home.appendingPathComponent("PWNED\($0)").path } }

        /// An attraction's name that would create PWNED1 to PWNED3 if a shell ever ran it.
        static let evilName = #""$(touch PWNED1)" `touch PWNED2` 'q' a:b --; touch PWNED3"#

        init() throws {
            let cli = try OutingsBinary()
            let store = "sqlite:" + cli.home.appendingPathComponent("guide.sqlite").path
            self.cli = cli
            self.store = store
            func add(_ name: String) throws -> String {
                let added = try cli.run(["--store", store, "attractions", "add", "--name", name, "--json"])
                let object = try #require(try added.json() as? [String: Any], "\(added.stderr)")
                return try #require(object["id"] as? String)
            }
            zooID = try add("Zoo")
            evilID = try add(Self.evilName)
            let places =
                #"{"places":{"place":[{"place_id":"good_1","_content":"Paris, France"},"#
                + #"{"place_id":"evil_1","_content":"Tab\there\nline $(touch PWNED4), Nowhere"}]},"stat":"ok"}"#
            let photos =
                #"{"photos":{"photo":[{"id":"501","title":"Ducks at dawn","place_id":"good_1"},"#
                + #"{"id":"602","title":"`touch PWNED5`\t$(touch PWNED6)","place_id":"good_1"}]},"stat":"ok"}"#
            for json in [places, photos] {
                let imported = try cli.run(["--store", store, "photos", "import", "-"], stdin: json)
                try #require(imported.status == 0, "\(imported.stderr)")
            }
        }

        func nothingRan() {
            for path in pwned {
                #expect(!FileManager.default.fileExists(atPath: path), "\(path) was created")
            }
        }
    }

    static let hasFish = FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")
    static let hasZsh = FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh")

    @Test(.enabled(if: hasFish)) func fishShowsEachIDWithItsNameOrTitleAsData() throws {
        let fixture = try Fixture()
        let script = try fixture.cli.run(["completion", "fish"])
        let file = try fixture.cli.file("outings.fish", script.stdout)
        let folder = OutingsBinary.executable.deletingLastPathComponent().path
        let store = fixture.store

        func complete(_ line: String) throws -> [String] {
            let result = try fixture.cli.run(
                ["-c", "source \(file); complete -C \(quoted(line))"],
                environment: ["PATH": folder + ":/usr/bin:/bin"],
                executable: URL(fileURLWithPath: "/usr/bin/fish"))
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map(String.init).sorted()
        }

        // Control characters became U+FFFD, so each candidate is one line with one tab.
        #expect(
            try complete("outings --store \(store) attractions show ")
                == ["\(fixture.evilID)\t\(Fixture.evilName)", "\(fixture.zooID)\tZoo"].sorted())
        #expect(
            try complete("outings --store \(store) places photos ")
                == ["evil_1\tTab\u{FFFD}here\u{FFFD}line $(touch PWNED4), Nowhere", "good_1\tParis, France"])
        #expect(
            try complete("outings --store \(store) photos show ")
                == ["501\tDucks at dawn", "602\t`touch PWNED5`\u{FFFD}$(touch PWNED6)"])
        fixture.nothingRan()
    }

    /// A real interactive zsh (compinit, the script on fpath as an installed `_outings`), Tab
    /// pressed in a pseudo-terminal: the menu shows "ID -- NAME".
    @Test(.enabled(if: hasZsh)) func zshListsEachIDWithItsNameAndRunsNothing() throws {
        let fixture = try Fixture()
        let functions = fixture.cli.home.appendingPathComponent("zfunc")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        let script = try fixture.cli.run(["completion", "zsh"])
        try Data(script.stdout.utf8).write(to: functions.appendingPathComponent("_outings"))
        let zshrc = """
            PS1='%% '
            cd \(fixture.cli.home.path)
            fpath=(\(functions.path) $fpath)
            autoload -Uz compinit && compinit -u -d \(fixture.cli.home.path)/zcompdump
            # List at the first Tab even when the ids share a first character to insert.
            unsetopt list_ambiguous

            """
        try Data(zshrc.utf8).write(to: fixture.cli.home.appendingPathComponent(".zshrc"))
        let folder = OutingsBinary.executable.deletingLastPathComponent().path
        let terminal = try PseudoTerminal()
        try terminal.start(
            "/usr/bin/zsh -i",
            environment: [
                "HOME": fixture.cli.home.path, "ZDOTDIR": fixture.cli.home.path,
                "PATH": folder + ":/usr/bin:/bin",
            ])
        _ = try terminal.screen(showing: "% ")

        try terminal.send("-l", "outings --store \(fixture.store) attractions show ")
        // Tab only once the line editor shows the words, so it completes them on a busy machine.
        _ = try terminal.screen(showing: "attractions show")
        try terminal.send("Tab")
        let attractions = try terminal.screen(showing: "-- Zoo")
        try terminal.send("C-u")
        try terminal.send("-l", "outings --store \(fixture.store) places photos ")
        _ = try terminal.screen(showing: "places photos")
        try terminal.send("Tab")
        let places = try terminal.screen(showing: "-- Paris, France")
        try terminal.send("C-u")
        try terminal.send("-l", "outings --store \(fixture.store) photos show ")
        _ = try terminal.screen(showing: "photos show")
        try terminal.send("Tab")
        let photos = try terminal.screen(showing: "-- Ducks at dawn")

        func row(_ screen: String, _ id: String) -> String? {
            screen.split(separator: "\n").map(String.init).last { $0.hasPrefix(id + " ") }
        }
        #expect(row(attractions, fixture.zooID)?.hasSuffix(" -- Zoo") == true)
        let evil = try #require(row(attractions, fixture.evilID))
        #expect(evil.contains(" -- " + Fixture.evilName), "\(evil)")
        #expect(row(places, "evil_1")?.contains("-- Tab") == true)
        #expect(row(places, "good_1")?.hasSuffix(" -- Paris, France") == true)
        #expect(row(photos, "602")?.contains("-- `touch PWNED5`") == true)
        fixture.nothingRan()
    }

    private func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
            + "'"
    }
}

import Foundation
import Testing

/// The rows of the bad-input catalog in docs/reliability.md that no other suite covers.
@Suite(.serialized)
struct BadInputAcceptanceTests {
    private func shell(_ cli: OutingsBinary, _ script: String) throws -> OutingsBinary.Result {
        try cli.run(["-c", script], executable: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func aFileOverTheImportLimitIsRefusedWithoutReadingIt() throws {
        let cli = try OutingsBinary()
        let path = cli.home.appendingPathComponent("huge.json").path
        try #require(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        // Sparse: one byte over 256 MB costs no disk.
        try handle.truncate(atOffset: 256 * 1024 * 1024 + 1)
        try handle.close()

        let result = try cli.run(["photos", "import", path])

        #expect(result.status == 65)
        #expect(result.stderr == "outings: \(path) is larger than 256 MB, the most photos import takes\n")
    }

    @Test func aOneMegabyteTitleIsKeptWhole() throws {
        let cli = try OutingsBinary()
        let title = String(repeating: "très long titre 🎠 ", count: 1024 * 1024 / 20)

        let imported = try cli.run(
            ["photos", "import", "-"], stdin: #"[{"id":"big","title":"\#(title)","place_id":"p"}]"#)
        let shown = try #require(try cli.run(["photos", "show", "big", "--json"]).json() as? [String: Any])

        #expect(imported.status == 0)
        #expect(shown["title"] as? String == title)
    }

    @Test func aNulCharacterInAnEditedNameIsRefusedAndChangesNothing() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])
        let before = try cli.run(["attractions", "list", "--json"]).stdout
        let id = try #require(
            (try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])?.first?["id"]
                as? String)

        let result = try cli.run(["attractions", "edit", id], stdin: "set name Zoo\u{0}Tycoon\nsave\n")

        #expect(result.status == 65)
        #expect(result.stderr.contains("name contains a control character"))
        #expect(try cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    @Test func rightToLeftTextAndEmojiPrintAsTheyAreButBidiIsolatesAreNeutralised() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "حديقة الحيوان 🦒", "--type", "Zoo"])
        try cli.run(["attractions", "add", "--name", "evil\u{2067}txt.exe", "--type", "Trick"])

        let listed = try cli.run(["attractions", "list"]).stdout
        let json = try #require(try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])

        #expect(listed.contains("1. حديقة الحيوان 🦒 (Zoo, outside)"))
        #expect(listed.contains("2. evil\u{FFFD}txt.exe (Trick, outside)"))
        #expect(json.last?["name"] as? String == "evil\u{2067}txt.exe")
    }

    /// C1 controls (U+0080-U+009F, U+009B is a one-byte CSI) and the bidi embeddings and overrides
    /// are refused in every field, through options and through an editor session.
    @Test(arguments: [
        ["--name", "csi\u{9B}2J"], ["--name", "Zoo", "--type", "nel\u{85}"],
        ["--name", "Zoo", "--description", "a\u{80}b"], ["--name", "evil\u{202E}txt.exe"],
        ["--name", "x\u{202A}y"], ["--name", "Zoo", "--website", "https://a.example/\u{202D}"],
    ])
    func controlAndBidiOverrideCharactersAreRefusedWith65(fields: [String]) throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])
        let before = try cli.run(["attractions", "list", "--json"]).stdout
        let id = try #require(
            (try cli.run(["attractions", "list", "--json"]).json() as? [[String: Any]])?.first?["id"]
                as? String)
        let (field, value) = (fields[fields.count - 2].dropFirst(2), fields[fields.count - 1])

        let added = try cli.run(["attractions", "add"] + fields)
        let edited = try cli.run(["attractions", "edit", id] + fields)
        let session = try cli.run(["attractions", "edit", id], stdin: "set \(field) \(value)\nsave\n")

        for result in [added, edited, session] {
            #expect(result.status == 65)
            #expect(result.stderr.contains("\(field) contains a control character"))
        }
        #expect(try cli.run(["attractions", "list", "--json"]).stdout == before)
    }

    /// Text that is allowed comes back from --json exactly, quotes, backslashes and all.
    @Test func jsonOutputKeepsStoredTextExactly() throws {
        let cli = try OutingsBinary()
        let name = "Q\"\\ \u{2066}שלום\u{2069} 🎢 \u{A0}é"
        let description = "line\n\ttab \u{1F600} </script>"

        let added = try cli.run([
            "attractions", "add", "--name", name, "--description", description, "--json",
        ])
        let shown = try #require(try added.json() as? [String: Any])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(shown["name"] as? String == name)
        #expect(shown["description"] as? String == description)
    }

    @Test(arguments: ["0", "-1", "21", "99999999999999999999999"])
    func outOfRangeRecentNumbersAreErrorsThatChangeNothing(number: String) throws {
        let cli = try OutingsBinary()
        try cli.run(["photos", "import", "-"], stdin: #"[{"id":"1","place_id":"p"}]"#)
        try cli.run(["photos", "show", "1"])

        let result = try cli.run(["recents", "show", number])

        #expect(result.status == (number == "21" ? 66 : 64))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["recents", "--json"]).stdout.contains("\"id\" : \"1\""))
    }

    @Test(arguments: [
        ("folder", "store unavailable"), ("under-a-file/outings.sqlite", "store unavailable: cannot create"),
    ])
    func aStorePathThatCannotBeAFileExits74(path: String, message: String) throws {
        let cli = try OutingsBinary()
        try FileManager.default.createDirectory(
            at: cli.home.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try #require(
            FileManager.default.createFile(
                atPath: cli.home.appendingPathComponent("under-a-file").path, contents: Data("x".utf8)))

        let result = try cli.run([
            "attractions", "add", "--name", "X", "--store",
            "sqlite:" + cli.home.appendingPathComponent(path).path,
        ])

        #expect(result.status == 74)
        #expect(result.stderr.contains(message))
    }

    @Test func aStoreTheUserCannotWriteExits74AndIsLeftUntouched() throws {
        let cli = try OutingsBinary()
        let folder = cli.home.appendingPathComponent("readonly")
        let store = "sqlite:" + folder.appendingPathComponent("outings.sqlite").path
        try cli.run(["attractions", "add", "--name", "Kept", "--store", store])
        let before = try cli.run(["attractions", "list", "--json", "--store", store]).stdout
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: cli.home.path)
        // Root may write anything, so the attempt runs as "nobody" when the tests run as root.
        let asOtherUser = getuid() == 0 ? "runuser -u nobody -- " : ""
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.appendingPathComponent("outings.sqlite").path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }

        let result = try shell(
            cli,
            "HOME='\(cli.home.path)' \(asOtherUser)'\(OutingsBinary.executable.path)' attractions add --name Lost --store '\(store)'"
        )

        #expect(result.status == 74)
        #expect(result.stderr.hasPrefix("outings: store unavailable"))
        #expect(try cli.run(["attractions", "list", "--json", "--store", store]).stdout == before)
    }

    @Test func aCorruptPlistIsReportedAndNeverOverwritten() throws {
        let cli = try OutingsBinary()
        try FileManager.default.createDirectory(
            at: cli.home.appendingPathComponent(".config"), withIntermediateDirectories: true)
        let plist = try cli.file(
            ".config/guide.plist", "<?xml version=\"1.0\"?><plist><dict><key>attractions</key><arr")
        let before = FileManager.default.contents(atPath: plist)

        let result = try cli.run(["attractions", "add", "--name", "X", "--store", "defaults:guide"])

        #expect(result.status == 74)
        #expect(result.stderr.contains("not a readable property list"))
        #expect(FileManager.default.contents(atPath: plist) == before)
    }

    @Test(arguments: ["sqlite", "defaults"])
    func aFullDiskFailsTheWriteWith74AndKeepsEverythingAcknowledged(backend: String) throws {
        let cli = try OutingsBinary()
        let store =
            backend == "sqlite"
            ? "sqlite:" + cli.home.appendingPathComponent("small.sqlite").path : "defaults:small"
        try cli.run(["attractions", "add", "--name", "Acknowledged", "--store", store])
        let before = try cli.run(["attractions", "list", "--json", "--store", store]).stdout
        let photos = (1...3000).map {
            #"{"id":"\#($0)","title":"A photo with a long enough title \#($0)","place_id":"p"}"#
        }
        let file = try cli.file("many.json", "[\(photos.joined(separator: ","))]")

        // ulimit -f counts 512-byte blocks in sh: a 256 KB file-size limit stands in for a full disk.
        let full = try shell(
            cli,
            "ulimit -f 512; HOME='\(cli.home.path)' exec '\(OutingsBinary.executable.path)' photos import '\(file)' --store '\(store)'"
        )
        // An older ThreadSanitizer runtime died with SIGBUS before main under ulimit -f (it maps
        // files of its own); the current one starts (checked under Scripts/sanitize thread, see
        // docs/reliability.md). Only that exact death is excused, and only under TSan: anything
        // else, there too, must meet every expectation below.
        if ProcessInfo.processInfo.environment["OUTINGS_SANITIZER"] == "thread", full.status == SIGBUS,
            full.stdout.isEmpty
        {
            withKnownIssue("ThreadSanitizer's runtime cannot start under ulimit -f") {
                Issue.record("outings died with SIGBUS before main: \(full.stderr)")
            }
            return
        }

        #expect(full.status == 74)
        #expect(full.stderr.hasPrefix("outings: store unavailable"))
        #expect(try cli.run(["attractions", "list", "--json", "--store", store]).stdout == before)
        #expect(try cli.run(["places", "photos", "p", "--store", store]).status == 66)
        #expect(try cli.run(["attractions", "add", "--name", "After", "--store", store]).status == 0)
    }
}

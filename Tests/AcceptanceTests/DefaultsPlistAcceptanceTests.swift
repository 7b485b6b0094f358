import Foundation
import TestSupport
import Testing

/// The UserDefaults (property list) backend: never coerced, never overwritten, bounded waits.
@Suite(.serialized)
struct DefaultsPlistAcceptanceTests {
    private static let validAttraction =
        "<dict><key>id</key><string>a</string><key>name</key><string>Zoo</string>"
        + "<key>inside</key><false/><key>position</key><integer>1</integer><key>version</key><integer>1</integer></dict>"

    private static func xml(_ body: String) -> String {
        #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>\#(body)</dict></plist>"#
    }

    /// Files that are not a plist of the expected shape, each with what the message must name.
    static let badFiles: [(String, String)] = [
        ("bad\n", "not a dictionary"),  // OpenStep plist syntax reads "bad" as a string
        ("", "not a readable property list"),
        (
            String(xml("<key>attractions</key><array>" + validAttraction + "</array>").dropLast(20)),
            "not a readable property list"
        ),
        (xml("<key>attractions</key><string>oops</string>"), "attractions is not an array"),
        (
            xml(
                "<key>attractions</key><array>"
                    + validAttraction.replacingOccurrences(of: "<false/>", with: "<string>no</string>")
                    + "</array>"), "attractions[0].inside is not a boolean"
        ),
        (
            xml(
                "<key>attractions</key><array>"
                    + validAttraction.replacingOccurrences(
                        of: "<key>version</key><integer>1</integer>",
                        with: "<key>version</key><string>1</string>") + "</array>"),
            "attractions[0].version is not an integer"
        ),
        (
            xml(
                "<key>attractions</key><array>"
                    + validAttraction.replacingOccurrences(
                        of: "<integer>1</integer></dict>", with: "<real>1.0</real></dict>"
                    ).replacingOccurrences(
                        of: "<key>position</key><integer>1</integer>",
                        with: "<key>position</key><real>1.0</real>") + "</array>"),
            "attractions[0].position is not an integer"
        ),
        (
            xml(
                "<key>attractions</key><array>" + validAttraction
                    + validAttraction.replacingOccurrences(
                        of: "<integer>1</integer><key>version", with: "<integer>2</integer><key>version")
                    + "</array>"), "attraction id a is stored more than once"
        ),
        (
            xml(
                "<key>attractions</key><array>"
                    + validAttraction.replacingOccurrences(
                        of: "<key>position</key><integer>1</integer>",
                        with: "<key>position</key><integer>3</integer>") + "</array>"),
            "positions are not 1...1"
        ),
        (
            xml("<key>recents</key><array><dict><key>id</key><integer>7</integer></dict></array>"),
            "recents[0].id is not a string"
        ),
        ("<?xml version=\"1.0\"?><plist><array/></plist>", "not a dictionary"),
    ]

    @Test(arguments: badFiles)
    func aPlistNotOfTheExpectedShapeIsSeventyFourAndNeverWrittenOver(contents: String, problem: String) throws
    {
        let cli = try OutingsBinary()
        let plist = try writePlist(cli, contents)

        let added = try cli.run(["attractions", "add", "--name", "X", "--store", "defaults:guide"])
        let listed = try cli.run(["attractions", "list", "--store", "defaults:guide"])
        let checked = try cli.run(["check", "--store", "defaults:guide"])

        for result in [added, listed, checked] {
            #expect(result.status == 74)
        }
        #expect(added.stderr.contains(problem), "\(added.stderr)")
        #expect(checked.stdout.contains(problem), "\(checked.stdout)")
        #expect(try String(decoding: Data(contentsOf: plist), as: UTF8.self) == contents)
    }

    @Test func aSuiteReadsOnlyItsOwnPlistNeverCoreFoundationsSearchList() throws {
        let cli = try OutingsBinary()
        let global = Self.xml("<key>attractions</key><array>" + Self.validAttraction + "</array>")
        for name in [".GlobalPreferences.plist", "outings-global.plist"] {
            try writePlist(cli, global, name: name)
        }

        let listed = try cli.run(["attractions", "list", "--json", "--store", "defaults:guide"])

        #expect(listed.status == 0)
        #expect(try listed.json() as? [Any] != nil)
        #expect((try listed.json() as? [Any])?.isEmpty == true)
    }

    @Test func withHomeUnsetTheStoreRefusesInsteadOfGuessingAFile() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(
            [
                "-c",
                "unset HOME XDG_CONFIG_HOME; '\(OutingsBinary.executable.path)' attractions add --name X --store defaults:guide",
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))

        #expect(result.status == 74)
        #expect(result.stderr.contains("set HOME or XDG_CONFIG_HOME"))
    }

    @Test func thePlistAndItsLockAre0600EvenUnderAPermissiveUmask() throws {
        let cli = try OutingsBinary()
        let result = try cli.run(
            [
                "-c",
                "umask 000; '\(OutingsBinary.executable.path)' attractions add --name X --store defaults:guide",
            ],
            executable: URL(fileURLWithPath: "/bin/sh"))
        let config = cli.home.appendingPathComponent(".config")

        #expect(result.status == 0)
        for name in ["guide.plist", "guide.plist.lock"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: config.appendingPathComponent(name).path)[
                    .posixPermissions] as? NSNumber
            #expect(mode?.intValue == 0o600, "\(name)")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: config.path).sorted() == [
                "guide.plist", "guide.plist.lock",
            ])
    }

    @Test func controlCharactersInTextKeepThePlistReadableByAnotherParser() throws {
        let cli = try OutingsBinary()
        let name = "Escape \u{1B}[31m red \u{7} bell"
        try cli.run(
            ["photos", "import", "-", "--store", "defaults:guide"],
            stdin: #"[{"id":"1","title":"A \u001b title","place_id":"p"}]"#)
        try cli.run(["photos", "show", "1", "--store", "defaults:guide"])
        _ = name
        let script =
            "import plistlib,sys; d=plistlib.load(open(sys.argv[1],'rb')); print(repr(d['recents'][0]['title']))"
        let parsed = try cli.run(
            ["-c", script, cli.home.appendingPathComponent(".config/guide.plist").path],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))

        #expect(parsed.status == 0, "\(parsed.stderr)")
        #expect(parsed.stdout == "'A \\x1b title'\n")
    }

    @Test func aWriterHoldingTheLockTooLongEndsAWriteWithStoreBusyWhileReadsGoOn() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Kept", "--store", "defaults:guide"])
        let lockPath = cli.home.appendingPathComponent(".config/guide.plist.lock").path
        // flock(1) from util-linux holds the lock as a stopped writer would, until its input closes.
        let holder = Process()
        let holderInput = Pipe()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [lockPath, "cat"]
        holder.standardInput = holderInput
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        let holderDeadline = ProcessDeadline(holder)
        defer {
            try? holderInput.fileHandleForWriting.close()
            holder.waitUntilExit()
            holderDeadline.cancel()
        }
        let lockDeadline = Date().addingTimeInterval(ProcessDeadline.standardSeconds)
        while try !isLocked(lockPath) {
            try #require(holder.isRunning && Date() < lockDeadline, "flock never took \(lockPath)")
            usleep(10_000)
        }

        let read = try cli.run(["attractions", "list", "--store", "defaults:guide"])
        // "": the standard 10 s, even in a run that lengthens the wait for every other test.
        let write = try cli.run(
            ["attractions", "add", "--name", "Waits", "--store", "defaults:guide"],
            environment: ["OUTINGS_LOCK_WAIT": ""])

        #expect(read.status == 0)
        #expect(read.stdout.contains("Kept"))
        #expect(write.status == 74)
        #expect(write.stderr.hasPrefix("outings: store busy: "))
    }

    @Test func readersStartingAfterAnOlderOutingsCrashedMidWriteAllSeeTheRecoveredStore() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Kept", "--store", "defaults:guide"])
        let plist = cli.home.appendingPathComponent(".config/guide.plist")
        let whole = try Data(contentsOf: plist)
        try whole.write(to: URL(fileURLWithPath: plist.path + ".bak"))
        try whole.prefix(whole.count / 2).write(to: plist)
        try #require(FileManager.default.createFile(atPath: plist.path + ".writing", contents: nil))

        let results = try cli.runConcurrently(
            12, script: #""$OUTINGS" attractions list --store defaults:guide | grep -q Kept"#,
            environment: [:])

        #expect(results.map(\.0) == Array(repeating: 0, count: 12), "\(results.map(\.1))")
        #expect(!FileManager.default.fileExists(atPath: plist.path + ".writing"))
    }

    @discardableResult
    private func writePlist(_ cli: OutingsBinary, _ contents: String, name: String = "guide.plist") throws
        -> URL
    {
        let config = cli.home.appendingPathComponent(".config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        let url = config.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url
    }

    private func isLocked(_ path: String) throws -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return true }
        flock(descriptor, LOCK_UN)
        return false
    }
}

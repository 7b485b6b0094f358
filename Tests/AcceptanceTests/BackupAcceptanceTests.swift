import Foundation
import TestSupport
import Testing

/// `outings backup` and `outings restore` between every backend, and every way a backup can be
/// refused with nothing written.
@Suite(.serialized)
struct BackupAcceptanceTests {
    private static let listings = [
        ["attractions", "list", "--json"], ["recents", "--json"], ["places", "--json"], ["check"],
    ]

    /// The demo with an attraction moved and given every choice field, two photos viewed, and
    /// the household's visits, rating and note of it; returns that attraction's id.
    @discardableResult
    private func sampleGuide(_ cli: OutingsBinary, store: String) throws -> String {
        try cli.run(["demo", "--store", store])
        let list =
            try cli.run(["attractions", "list", "--json", "--store", store]).json() as? [[String: Any]]
        let id = try #require(list?.first?["id"] as? String)
        try cli.run(["attractions", "move", id, "--to", "4", "--store", store])
        let edit = try cli.run([
            "attractions", "edit", id, "--ages", "3-12", "--cost", "8 USD", "--hours",
            "Mo-Fr 09:00-17:00; Su off",
            "--address", "408 Mason Ct", "--location", "40.5897,-105.0772", "--tag", "indoor", "--tag",
            "restrooms", "--store", store,
        ])
        #expect(edit.status == 0, "\(edit.stderr)")
        for photo in ["53300007328", "53302467638"] {
            try cli.run(["photos", "show", photo, "--store", store])
        }
        for command in [
            ["visited", id, "--on", "2026-03-08"], ["visited", id, "--on", "2025-12-31"], ["rate", id, "4"],
            ["note", id, "Bring a towel;\nthe splash pad opens at 10"],
        ] {
            let recorded = try cli.run(["attractions"] + command + ["--store", store])
            #expect(recorded.status == 0, "\(command): \(recorded.stderr)")
        }
        return id
    }

    @Test(arguments: SharedStore.allCases)
    func aBackupRestoredIntoEachBackendListsAndChecksTheSame(from origin: SharedStore) throws {
        let cli = try OutingsBinary()
        let source = try origin.url(home: cli.home)
        let visited = try sampleGuide(cli, store: source)
        let file = cli.home.appendingPathComponent("guide.json").path

        let backup = try cli.run(["backup", file, "--store", source])

        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout == "Backed up 12 attractions, 4 places, 64 photos, 2 recents to \(file).\n")
        for target in SharedStore.allCases where target != origin {
            let store =
                try target == .sqlite
                ? "sqlite:" + cli.home.appendingPathComponent("restored.sqlite").path
                : target.url(home: cli.home).replacingOccurrences(
                    of: "defaults:shared", with: "defaults:restored")
            let restore = try cli.run(["restore", file, "--store", store])
            #expect(restore.status == 0, "\(target): \(restore.stderr)")
            #expect(restore.stdout == "Restored 12 attractions, 4 places, 64 photos, 2 recents.\n")
            let visits = [
                ["attractions", "show", visited], ["attractions", "list", "--not-visited", "--json"],
            ]
            for command in Self.listings + visits {
                let original = try cli.run(command + ["--store", source])
                #expect(
                    try cli.run(command + ["--store", store]).stdout == original.stdout,
                    "\(command) \(target)")
            }
            let shown = try cli.run(["attractions", "show", visited, "--store", store]).stdout
            for expected in ["2025-12-31", "2026-03-08", "Rating: 4/5", "the splash pad opens at 10"] {
                #expect(shown.contains(expected), "\(target): \(shown)")
            }
            // The same guide backs up to the same bytes, whichever backend holds it.
            let again = cli.home.appendingPathComponent("again-\(target).json").path
            try cli.run(["backup", again, "--store", store])
            #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: file))
        }
    }

    @Test func membersAndCredentialsAreBackedUpOnlyWithAccountsAndThenPrivately() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try sampleGuide(cli, store: source)
        let added = try cli.run(
            ["members", "add", "ann", "--role", "owner", "--password-stdin", "--store", source],
            stdin: "correct horse battery")
        #expect(added.status == 0, "\(added.stderr)")
        try cli.run(["--member", "ann", "photos", "show", "53300007328", "--store", source])
        let plain = cli.home.appendingPathComponent("plain.json").path
        let full = cli.home.appendingPathComponent("full.json").path

        try cli.run(["backup", plain, "--store", source])
        let withAccounts = try cli.run(["backup", full, "--with-accounts", "--store", source])

        #expect(withAccounts.stdout.hasSuffix(" 1 member to \(full).\n"), "\(withAccounts.stderr)")
        let plainText = try String(contentsOfFile: plain, encoding: .utf8)
        #expect(!plainText.contains("argon2"))
        #expect(!plainText.contains("\"members\":["))
        #expect(try String(contentsOfFile: full, encoding: .utf8).contains("$argon2id$"))
        #expect(try permissions(full) == 0o600)
        #expect(try permissions(plain) == 0o600)

        let target = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        let restore = try cli.run(["restore", full, "--store", target])
        #expect(restore.status == 0, "\(restore.stderr)")
        for command in [["members", "list"], ["--member", "ann", "recents"], ["check"]] {
            #expect(
                try cli.run(command + ["--store", target]).stdout
                    == cli.run(command + ["--store", source]).stdout)
        }
    }

    /// A backup holds members' visits and notes with or without accounts: mode 0600 under a
    /// permissive umask too, and when it replaces an earlier FILE readable by others.
    @Test(arguments: ["022", "000"], [false, true])
    func everyBackupIsPrivateWhateverTheUmask(umask: String, withAccounts: Bool) throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["attractions", "add", "--name", "Kept", "--store", source])
        let fresh = cli.home.appendingPathComponent("fresh.json").path
        let earlier = try cli.file("earlier.json", "an earlier backup\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: earlier)

        for file in [fresh, earlier] {
            let written = try cli.run(
                [
                    "-c", "umask \(umask) && exec \"$0\" \"$@\"", OutingsBinary.executable.path, "backup",
                    file,
                    "--store", source,
                ] + (withAccounts ? ["--with-accounts"] : []),
                executable: URL(fileURLWithPath: "/bin/sh"))
            #expect(written.status == 0, "\(written.stderr)")
            #expect(try permissions(file) == 0o600, "umask \(umask) \(file)")
        }
    }

    @Test func aGuideThatHoldsAnythingIsReplacedOnlyWithReplace() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        let target = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        try cli.run(["attractions", "add", "--name", "From the backup", "--store", source])
        try cli.run(["attractions", "add", "--name", "Already there", "--store", target])
        let file = cli.home.appendingPathComponent("a.json").path
        try cli.run(["backup", file, "--store", source])

        let refused = try cli.run(["restore", file, "--store", target])
        let unchanged = try cli.run(["attractions", "list", "--store", target]).stdout
        let replaced = try cli.run(["restore", file, "--replace", "--store", target])

        #expect(refused.status == 73)
        #expect(refused.stderr.contains("add --replace"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(unchanged.contains("Already there"))
        #expect(replaced.status == 0, "\(replaced.stderr)")
        let after = try cli.run(["attractions", "list", "--store", target]).stdout
        #expect(after.contains("From the backup") && !after.contains("Already there"))
    }

    /// Each damage is refused (65) whole: the guide restored into is as it was, and a store that
    /// did not exist is not created.
    @Test(arguments: Damage.allCases)
    func aDamagedBackupIsRefusedWithNothingWritten(damage: Damage) throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try sampleGuide(cli, store: source)
        let file = cli.home.appendingPathComponent("a.json").path
        try cli.run(["backup", file, "--store", source])
        let damaged = try cli.file(
            "damaged.json", damage.apply(to: try String(contentsOfFile: file, encoding: .utf8)))
        let target = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        try cli.run(["attractions", "add", "--name", "Already there", "--store", target])

        try cli.expectRestoreRefused(
            damaged, over: target, keeping: ["attractions", "list", "--json"], "\(damage)")
    }

    /// A place or photo position `outings check` would report is refused even when the checksum
    /// is made to match (Python's hashlib recomputes it, over every byte before the sha256 line).
    @Test(arguments: [
        (#""latitude":51.506,"#, #""latitude":400,"#), (#""longitude":-0.127,"#, #""longitude":-181,"#),
        (#""latitude":51.506,"longitude":-0.127,"#, #""latitude":51.506,"#),
    ])
    func aPositionOutsideTheRangesIsRefusedThoughTheChecksumMatches(original: String, damaged: String) throws
    {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try sampleGuide(cli, store: source)
        let file = cli.home.appendingPathComponent("a.json").path
        try cli.run(["backup", file, "--store", source])
        let script = """
            import hashlib, sys
            t = open(sys.argv[1], 'rb').read().replace(sys.argv[2].encode(), sys.argv[3].encode(), 1)
            head = t[:t.index(b'\\n"sha256":') + 1]
            open(sys.argv[1], 'wb').write(head + b'"sha256":"' + hashlib.sha256(head).hexdigest().encode() + b'"\\n}\\n')
            """
        let edited = try cli.run(
            ["-c", script, file, original, damaged], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        try #require(edited.status == 0, "\(edited.stderr)")
        let target = "sqlite:" + cli.home.appendingPathComponent("b.sqlite").path
        try cli.run(["attractions", "add", "--name", "Already there", "--store", target])

        let message = try cli.expectRestoreRefused(
            file, over: target, keeping: ["attractions", "list", "--json"], damaged)

        #expect(message.contains("place kH8dLOubBZRvX_YZ "), "\(message)")
    }

    @Test func aBackupOfANewerFormatIsRefusedWith74() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["attractions", "add", "--name", "Kept", "--store", source])
        let file = cli.home.appendingPathComponent("a.json").path
        try cli.run(["backup", file, "--store", source])
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let newer = try cli.file(
            "newer.json",
            text.replacingOccurrences(of: "\"version\":1}", with: "\"version\":2}")
                .replacingOccurrences(of: "\"version\":1,\n", with: "\"version\":2,\n"))

        let refused = try cli.run(["restore", newer, "--replace", "--store", source])

        #expect(refused.status == 74)
        #expect(refused.stderr.contains("newer Outings"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try cli.run(["attractions", "list", "--store", source]).stdout.contains("Kept"))
    }

    @Test func aMissingBackupIs66AndAFailedBackupLeavesTheFileAsItWas() throws {
        let cli = try OutingsBinary()
        let file = try cli.file("kept.json", "an earlier backup\n")

        let missing = try cli.run(["restore", cli.home.appendingPathComponent("none.json").path])
        let noStore = try cli.run([
            "backup", file, "--store", "sqlite:" + cli.home.appendingPathComponent("no.sqlite").path,
        ])

        #expect(missing.status == 66)
        #expect(noStore.status == 66)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "an earlier backup\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: cli.home.path)
        #expect(names.filter { $0.contains(".tmp-") }.isEmpty)
    }

    private func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
    }
}

extension OutingsBinary {
    /// Everything `store` holds, members and credentials too, as the bytes of a backup with
    /// accounts: equal before and after means nothing was changed.
    func everything(in store: String) throws -> Data? {
        let file = home.appendingPathComponent("everything-\(UUID().uuidString).json").path
        let written = try run(["backup", file, "--with-accounts", "--store", store])
        try #require(written.status == 0, "\(written.stderr)")
        return FileManager.default.contents(atPath: file)
    }

    /// Restores `file` over `store` (`--replace`) and into a store that does not exist, and
    /// expects both refused as damaged (65, one line): `listing` of `store` shows what it showed
    /// before, and no store is created. Returns the refusal's message.
    @discardableResult
    func expectRestoreRefused(
        _ file: String, over store: String, keeping listing: [String], _ comment: String
    ) throws -> String {
        let before = try run(listing + ["--store", store]).stdout
        let fresh = home.appendingPathComponent("fresh.sqlite").path

        let refused = try run(["restore", file, "--replace", "--store", store])
        let refusedFresh = try run(["restore", file, "--store", "sqlite:" + fresh])

        #expect(refused.status == 65, "\(comment): \(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(refused.stderr.contains("nothing was restored"))
        #expect(try run(listing + ["--store", store]).stdout == before)
        #expect(refusedFresh.status == 65)
        #expect(!FileManager.default.fileExists(atPath: fresh))
        return refused.stderr
    }
}

/// Ways a backup file is damaged or cut short.
enum Damage: String, CaseIterable, Sendable {
    case recordChanged, cutInALine, cutAfterTheRecords, noEnd, countChanged, recordDropped, notABackup
    case textAfterTheEnd

    func apply(to text: String) -> String {
        switch self {
        case .recordChanged: text.replacingOccurrences(of: "City Park", with: "City Perk")
        case .cutInALine: String(decoding: text.utf8.prefix(text.utf8.count / 2), as: UTF8.self)
        case .cutAfterTheRecords: String(text[..<(text.range(of: "\"counts\"")?.lowerBound ?? text.endIndex)])
        case .noEnd: String(text.dropLast(2))
        case .countChanged: text.replacingOccurrences(of: "\"places\":4", with: "\"places\":5")
        case .recordDropped: dropLine(containing: "City Park", from: text)
        case .notABackup: "{\"attractions\": []}\n"
        case .textAfterTheEnd: text + "{}\n"
        }
    }
}

private func dropLine(containing text: String, from document: String) -> String {
    document.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains(text) }
        .joined(separator: "\n")
}

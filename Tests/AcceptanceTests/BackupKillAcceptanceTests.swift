import Foundation
import TestSupport
import Testing

/// A backup written by an independent writer (Python, from the format docs/backups.md documents) is
/// restored, and a restore killed while it writes leaves the guide as it was.
struct BackupKillAcceptanceTests {
    /// Writes a backup of `count` attractions and nothing else, as docs/backups.md describes the format.
    private static let writer = """
        import hashlib, json, sys
        path, count = sys.argv[1], int(sys.argv[2])
        changes = json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}
        visits = json.loads(sys.argv[4]) if len(sys.argv) > 4 else None
        dump = lambda value: json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        sections = ["attractions", "places", "photos", "recents", "licences", "memberRecents"]
        sections += ["visits"] if visits is not None else []
        header = dump({"format": "outings-backup", "version": 1, "sections": sections})
        lines = [header[:-1] + ","]
        records = {name: [] for name in sections}
        for n in range(1, count + 1):
            records["attractions"].append({
                "id": "a%d" % n, "name": "Attraction %d" % n, "type": "Park",
                "inside": "inside" if n % 2 == 0 else "outside", "location": "40.5,-105.08",
                "description": "A long enough description of attraction number %d." % n,
                "website": "https://example.org/%d" % n, "ages": "3-12", "cost": "free",
                "hours": "Mo-Fr 09:00-17:00", "address": "%d Main St" % n, "tags": "playground",
                "position": n, "version": 1})
        records["attractions"][-1].update(changes)
        records["visits"] = visits or []
        for name in sections:
            lines.append('"%s":[' % name)
            rows = [dump(record) for record in records[name]]
            lines += [row + "," for row in rows[:-1]] + rows[-1:]
            lines.append("],")
        lines.append('"counts":' + dump({name: len(records[name]) for name in sections}) + ",")
        body = "".join(line + "\\n" for line in lines).encode()
        with open(path, "wb") as file:
            file.write(body + ('"sha256":"%s"\\n}\\n' % hashlib.sha256(body).hexdigest()).encode())
        """

    /// `changes`: fields the last attraction gets instead of its own, as a JSON object;
    /// `visits`: the records of a `visits` section, as a JSON array (nil: no such section).
    private func writeBackup(
        _ cli: OutingsBinary, count: Int, changes: String = "{}", visits: String? = nil
    ) throws -> String {
        let path = cli.home.appendingPathComponent("python.json").path
        let script = try cli.file("write_backup.py", Self.writer)
        let written = try cli.run(
            [script, path, String(count), changes] + (visits.map { [$0] } ?? []),
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        #expect(written.status == 0, "\(written.stderr)")
        return path
    }

    /// `outings ARGUMENTS` running on its own, output discarded, under a deadline; the caller
    /// kills it by pid however the test ends.
    private func start(_ arguments: [String], _ cli: OutingsBinary) throws -> (Process, ProcessDeadline) {
        let process = Process()
        process.executableURL = OutingsBinary.executable
        process.arguments = arguments
        process.environment = OutingsBinary.baseEnvironment(home: cli.home)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return (process, ProcessDeadline(process))
    }

    @Test func aBackupWrittenFromTheDocumentedFormatIsRestored() throws {
        let cli = try OutingsBinary()
        let file = try writeBackup(cli, count: 3)
        let store = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path

        let restore = try cli.run(["restore", file, "--store", store])

        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(restore.stdout == "Restored 3 attractions, 0 places, 0 photos, 0 recents.\n")
        let listed =
            try cli.run(["attractions", "list", "--json", "--store", store]).json() as? [[String: Any]]
        #expect(listed?.map { $0["id"] as? String } == ["a1", "a2", "a3"])
        #expect(listed?.first?["hours"] as? String == "Mo-Fr 09:00-17:00")
        #expect(listed?.first?["latitude"] as? Double == 40.5)
        #expect(listed?.map { $0["inside"] as? Bool } == [false, true, false])
        #expect(try cli.run(["check", "--store", store]).stdout == "ok\n")
    }

    /// Each record is held to the rules Outings saves by, even when the checksum matches.
    @Test(arguments: [
        #"{"hours": "Mo-Zz 09:00-17:00"}"#, #"{"ages": "12-3"}"#, #"{"cost": "cheap"}"#,
        #"{"website": "ftp://example.org"}"#, #"{"name": "Red \u001b[31m"}"#, #"{"name": " "}"#,
        #"{"version": 0}"#, #"{"position": 7}"#, #"{"id": "a1"}"#, #"{"location": "91,0"}"#,
        #"{"inside": "maybe"}"#, #"{"name": " Padded "}"#,
    ])
    func aRecordOutingsWouldNotSaveIsRefusedThoughTheChecksumMatches(changes: String) throws {
        let cli = try OutingsBinary()
        let file = try writeBackup(cli, count: 3, changes: changes)
        let store = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["attractions", "add", "--name", "Already there", "--store", store])
        let before = try cli.run(["attractions", "list", "--json", "--store", store]).stdout

        let refused = try cli.run(["restore", file, "--replace", "--store", store])

        #expect(refused.status == 65, "\(changes): \(refused.stderr)")
        #expect(refused.stderr.contains("line 5"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("\u{1B}"))
        #expect(try cli.run(["attractions", "list", "--json", "--store", store]).stdout == before)
    }

    @Test func theHouseholdsVisitsWrittenFromTheDocumentedFormatAreRestored() throws {
        let cli = try OutingsBinary()
        let file = try writeBackup(
            cli, count: 2,
            visits: #"[{"attraction":"a2","dates":["2025-12-31","2026-03-08"],"rating":5,"note":"Shade"}]"#)
        let store = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path

        let restore = try cli.run(["restore", file, "--store", store])

        #expect(restore.status == 0, "\(restore.stderr)")
        let shown = try cli.run(["attractions", "show", "a2", "--store", store]).stdout
        for expected in ["2025-12-31", "2026-03-08", "Rating: 5/5", "Note: Shade"] {
            #expect(shown.contains(expected), "\(shown)")
        }
        let unvisited =
            try cli.run(["attractions", "list", "--not-visited", "--json", "--store", store]).json()
            as? [[String: Any]]
        #expect(unvisited?.map { $0["id"] as? String } == ["a1"])
        #expect(try cli.run(["check", "--store", store]).stdout == "ok\n")
    }

    /// A visit record is held to the rules a store reads visits by and a note is stored by,
    /// even when the checksum matches; the guide restored into keeps its own visits.
    @Test(arguments: [
        (#"{"attraction":"a2","dates":[],"rating":9,"note":""}"#, "rating 9, not 1 to 5"),
        (#"{"attraction":"a2","dates":["2026-02-30"],"note":""}"#, "malformed date"),
        (#"{"attraction":"a2","dates":["yesterday"],"note":""}"#, "malformed date"),
        (#"{"attraction":"a2","dates":["2026-03-08","2025-12-31"],"note":""}"#, "earliest first"),
        (#"{"attraction":"a2","dates":[],"rating":3,"note":"Red \u001b[31m"}"#, "control character"),
        (#"{"attraction":"a2","dates":[],"rating":3,"note":" padded "}"#, "note on attraction a2"),
        (#"{"attraction":"a2","dates":[],"note":""}"#, "holds nothing"),
        (#"{"attraction":"a9","dates":["2026-03-08"],"note":""}"#, "attraction a9"),
    ])
    func aVisitRecordOutingsWouldNotSaveIsRefusedWithNothingWritten(record: String, problem: String) throws {
        let cli = try OutingsBinary()
        let file = try writeBackup(cli, count: 2, visits: "[\(record)]")
        let store = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["attractions", "add", "--name", "Already there", "--store", store])
        try cli.run(["attractions", "rate", "1", "2", "--store", store])

        let refused = try cli.expectRestoreRefused(
            file, over: store, keeping: ["attractions", "show", "1"], record)

        // Line 17: the visit record itself, after the header and six sections of the guide.
        #expect(refused.contains("(line 17: "), "\(refused)")
        #expect(refused.contains(problem), "\(refused)")
        #expect(!refused.contains("\u{1B}"))
    }

    @Test func aRestoreKilledWhileItWritesLeavesTheGuideAsItWas() throws {
        let cli = try OutingsBinary()
        let count = 20_000
        let file = try writeBackup(cli, count: count)
        let path = cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["demo", "--store", "sqlite:" + path])
        let before = try cli.run(["attractions", "list", "--json", "--store", "sqlite:" + path]).stdout

        let (process, deadline) = try start(["restore", file, "--replace", "--store", "sqlite:" + path], cli)
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            deadline.cancel()
        }
        // The event: the write transaction has spilled megabytes of new rows into the WAL, long
        // before its commit.
        let wal = path + "-wal"
        func walBytes() -> Int {
            (try? FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int) ?? 0
        }
        while process.isRunning, walBytes() < 1 << 20 { Thread.sleep(forTimeInterval: 0.01) }
        let killedMidway = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        #expect(killedMidway, "the restore ended before it could be killed")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try cli.run(["attractions", "list", "--json", "--store", "sqlite:" + path]).stdout == before)
        #expect(try cli.run(["check", "--store", "sqlite:" + path]).stdout == "ok\n")
    }

    /// Ctrl-C (or SIGTERM) while a backup or an export is written ends it as the signal would, and
    /// leaves neither its temporary file nor a change to the file it was to replace.
    @Test(arguments: [
        (["backup", "OUT"], SIGINT), (["backup", "OUT"], SIGTERM),
        (["export", "--format", "json", "--output", "OUT"], SIGINT),
        (["export", "--format", "csv", "--output", "OUT"], SIGTERM),
    ])
    func aSignalWhileWritingLeavesNoTemporary(words: [String], signal: Int32) throws {
        let cli = try OutingsBinary()
        let store = "sqlite:" + cli.home.appendingPathComponent("a.sqlite").path
        try cli.run(["demo", "--store", store])
        // 100,000 more attractions in the stored form, written by Python's sqlite3 at once (a
        // restore of as many takes far longer in a debug build).
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            db.executemany("INSERT INTO attractions (id, name, type, inside, description, website, order_key, hours)"
                " VALUES (?, ?, 'Park', 0, ?, ?, ?, 'Mo-Fr 09:00-17:00')",
                (("x%d" % n, "Name %d" % n, "About attraction %d" % n, "https://example.org/%d" % n,
                  (1 << 40) + n * 1024) for n in range(100000)))
            db.commit()
            """
        let filled = try cli.run(
            ["-c", script, String(store.dropFirst("sqlite:".count))],
            executable: URL(fileURLWithPath: "/usr/bin/python3"))
        try #require(filled.status == 0, "\(filled.stderr)")
        let folder = cli.home.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("guide.out").path
        try "the earlier file\n".write(toFile: output, atomically: false, encoding: .utf8)

        let (process, deadline) = try start(
            words.map { $0 == "OUT" ? output : $0 } + ["--store", store], cli)
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            deadline.cancel()
        }
        // The event: the temporary beside the output holds its first bytes.
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
                $0.contains(".tmp-")
            }
        }
        func writing() -> Bool {
            temporaries().contains { name in
                let path = folder.appendingPathComponent(name).path
                return ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0) > 0
            }
        }
        while process.isRunning, !writing() { Thread.sleep(forTimeInterval: 0.005) }
        let signalledMidway = process.isRunning
        kill(process.processIdentifier, signal)
        process.waitUntilExit()

        #expect(signalledMidway, "the command ended before it could be signalled")
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(temporaries().isEmpty)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "the earlier file\n")
    }
}

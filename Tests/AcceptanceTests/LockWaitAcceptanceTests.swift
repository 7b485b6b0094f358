import Foundation
import OutingsApp
import OutingsAppTestSupport
import TestSupport
import Testing

/// `OUTINGS_LOCK_WAIT`: how long a write waits for a lock another process holds before
/// `store busy` (exit 74). Validated like any setting; shorter and longer waits both take effect.
@Suite(.serialized)
struct LockWaitAcceptanceTests {
    @Test(arguments: ["0", "-1", "0.0001", "600.5", "ten", "nan", "inf", "1e400", " 5"])
    func aBadLockWaitIsAUsageErrorNamingTheVariableAndCreatesNothing(value: String) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: ["attractions", "add", "--name", "Zoo"],
            environment: [
                "HOME": home.url.path, "OUTINGS_LOCK_WAIT": value, "OUTINGS_STORE": "defaults:guide",
            ],
            console: console)

        #expect(status == 64)
        // Not blamed on OUTINGS_STORE, which named the store.
        #expect(
            console.errors
                == "outings: OUTINGS_LOCK_WAIT must be a number of seconds from 0.001 to 600, not \"\(value)\"\n"
        )
        #expect(console.output.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.url.path).isEmpty)
    }

    @Test(arguments: ["0.001", "2", "2.5", "600"])
    func aLockWaitInRangeIsAccepted(value: String) throws {
        let home = try TemporaryFolder()
        let console = ConsoleSpy()

        let status = Outings.run(
            arguments: ["attractions", "add", "--name", "Zoo", "--store", "defaults:guide"],
            environment: ["HOME": home.url.path, "OUTINGS_LOCK_WAIT": value], console: console)

        #expect(status == 0, "\(console.errors)")
        #expect(console.output.hasPrefix("Saved \"Zoo\" (id "))
    }

    /// A write told to wait half a second gives up on a lock held 8 s (with the standard 10 s it
    /// would get through), and one told to wait a minute outlasts a lock held 14 s (with 10 s it
    /// would give up): the variable reaches the backend, both ways.
    @Test(arguments: [LockedStore.defaults, .sqlite])
    func aShortWaitGivesUpAndALongWaitOutlastsTheHolder(store: LockedStore) throws {
        let cli = try OutingsBinary()
        let url = store.url(home: cli.home)
        #expect(try cli.run(["attractions", "add", "--name", "Kept", "--store", url]).status == 0)

        let brief = try LockHolderProcess(store.holdCommand(home: cli.home), seconds: 8)
        defer { brief.stop() }
        let short = try cli.run(
            ["attractions", "add", "--name", "Short", "--store", url],
            environment: ["OUTINGS_LOCK_WAIT": "0.5"])
        #expect(brief.isRunning, "the write gave up only after the holder let go")
        brief.stop()
        let lasting = try LockHolderProcess(store.holdCommand(home: cli.home), seconds: 14)
        defer { lasting.stop() }
        let long = try cli.run(
            ["attractions", "add", "--name", "Long", "--store", url], environment: ["OUTINGS_LOCK_WAIT": "60"]
        )

        #expect(short.status == 74)
        #expect(short.stderr.hasPrefix("outings: store busy: "), "\(short.stderr)")
        #expect(long.status == 0, "\(long.stderr)")
        let names = try #require(
            try cli.run(["attractions", "list", "--json", "--store", url]).json() as? [[String: Any]]
        ).compactMap { $0["name"] as? String }
        #expect(names == ["Kept", "Long"])
    }
}

/// A store whose write lock another program can hold: the plist's `flock`, SQLite's write lock.
enum LockedStore: String, CustomTestStringConvertible {
    case defaults, sqlite

    var testDescription: String { rawValue }

    func url(home: URL) -> String {
        switch self {
        case .defaults: "defaults:guide"
        case .sqlite: "sqlite:" + home.appendingPathComponent("guide.sqlite").path
        }
    }

    /// A command that takes the lock, prints "locked", and holds it for $1 seconds.
    func holdCommand(home: URL) -> [String] {
        switch self {
        case .defaults:
            // One process, so killing it lets go of the lock at once (flock(1) would leave its
            // command holding it).
            [
                "/usr/bin/python3", "-c",
                "import fcntl, sys, time\n"
                    + "f = open(sys.argv[1], 'a')\n"
                    + "fcntl.flock(f, fcntl.LOCK_EX)\n"
                    + "print('locked', flush=True)\n"
                    + "time.sleep(float(sys.argv[2]))\n",
                home.appendingPathComponent(".config/guide.plist.lock").path,
            ]
        case .sqlite:
            [
                "/usr/bin/python3", "-c",
                "import sqlite3, sys, time\n"
                    + "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
                    + "c.execute('BEGIN IMMEDIATE')\n"
                    + "print('locked', flush=True)\n"
                    + "time.sleep(float(sys.argv[2]))\n",
                home.appendingPathComponent("guide.sqlite").path,
            ]
        }
    }
}

/// Runs a lock-holding command with the number of seconds as its last argument and returns once it
/// says "locked"; `stop` kills it by pid, also when a test fails.
final class LockHolderProcess {
    private let process = Process()
    private var deadline: ProcessDeadline?

    init(_ command: [String], seconds: Int) throws {
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + [String(seconds)]
        process.environment = ChildEnvironment.make(home: FileManager.default.temporaryDirectory)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Beyond its own holding time, so only a holder that hangs is killed by it.
        deadline = ProcessDeadline(process, seconds: Double(seconds) + ProcessDeadline.standardSeconds)
        var seen = ""
        while !seen.contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                stop()
                throw CocoaError(
                    .fileReadUnknown, userInfo: [NSDebugDescriptionErrorKey: "the holder ended: \(seen)"])
            }
            seen += String(decoding: chunk, as: UTF8.self)
        }
    }

    var isRunning: Bool { process.isRunning }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        deadline?.cancel()
    }
}

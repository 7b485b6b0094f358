import Foundation
import TestSupport
import Testing

/// `outings config` and the configuration file `$XDG_CONFIG_HOME/outings/config`, run as a user
/// would in a scratch HOME.
@Suite(.serialized)
struct ConfigAcceptanceTests {
    static let key = "k3y0f4fl1ckr5ecret"

    /// A scratch HOME whose XDG_CONFIG_HOME is `HOME/conf`.
    final class Scratch {
        let cli: OutingsBinary
        var configPath: String { cli.home.appendingPathComponent("conf/outings/config").path }
        var environment: [String: String] {
            ["XDG_CONFIG_HOME": cli.home.appendingPathComponent("conf").path]
        }

        init() throws { cli = try OutingsBinary() }

        @discardableResult
        func run(_ arguments: [String], stdin: String = "", _ extra: [String: String] = [:]) throws
            -> OutingsBinary.Result
        {
            try cli.run(arguments, stdin: stdin, environment: environment.merging(extra) { $1 })
        }

        func mode() throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: configPath)[.posixPermissions] as? Int) ?? -1
        }

        func contents() throws -> String { try String(contentsOfFile: configPath, encoding: .utf8) }
    }

    @Test func flickrKeyIsReadFromStandardInputStoredAt0600AndNeverPrinted() throws {
        let scratch = try Scratch()

        let set = try scratch.run(["config", "set", "flickr-api-key"], stdin: Self.key + "\n")
        let list = try scratch.run(["config", "list"])
        let get = try scratch.run(["config", "get", "flickr-api-key"])

        #expect(set.status == 0)
        #expect(try scratch.mode() == 0o600)
        #expect(try scratch.contents() == "flickr-api-key = \(Self.key)\n")
        #expect(list.stdout == "flickr-api-key = (set)\n")
        #expect(get.stdout == "(set)\n")
        for output in [set, list, get] {
            #expect(!output.stdout.contains(Self.key) && !output.stderr.contains(Self.key))
        }
    }

    @Test func aKeyGivenAsAnArgumentIsRefusedUnechoedAndNothingIsWritten() throws {
        let scratch = try Scratch()

        let result = try scratch.run(["config", "set", "flickr-api-key", Self.key])

        #expect(result.status == 64)
        #expect(result.stderr.contains("read from standard input"))
        #expect(!result.stderr.contains(Self.key) && !result.stdout.contains(Self.key))
        #expect(!FileManager.default.fileExists(atPath: scratch.configPath))
    }

    @Test(arguments: ["", "two words\n", String(repeating: "k", count: 5000)])
    func standardInputThatIsNotAKeyIsRefused(input: String) throws {
        let scratch = try Scratch()

        let result = try scratch.run(["config", "set", "flickr-api-key"], stdin: input)

        #expect(result.status == 65)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: scratch.configPath))
    }

    @Test func theFilesStoreIsTheDefaultAndOutingsStoreAndDashDashStoreWin() throws {
        let scratch = try Scratch()
        let configured = scratch.cli.home.appendingPathComponent("configured.sqlite").path
        let variable = scratch.cli.home.appendingPathComponent("variable.sqlite").path
        let option = scratch.cli.home.appendingPathComponent("option.sqlite").path

        #expect(try scratch.run(["config", "set", "store", "sqlite:" + configured]).status == 0)
        try scratch.run(["attractions", "add", "--name", "From the file"])
        try scratch.run(
            ["attractions", "add", "--name", "From the variable"], ["OUTINGS_STORE": "sqlite:" + variable])
        try scratch.run(["--store", "sqlite:" + option, "attractions", "add", "--name", "From the option"])

        #expect(try SQLiteShell.run(configured, "SELECT name FROM attractions") == "From the file\n")
        #expect(try SQLiteShell.run(variable, "SELECT name FROM attractions") == "From the variable\n")
        #expect(try SQLiteShell.run(option, "SELECT name FROM attractions") == "From the option\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.cli.storePath))
        #expect(try scratch.run(["config", "get", "store"]).stdout == "sqlite:\(configured)\n")
    }

    @Test func aRelativeSQLitePathIsSavedFromTheFolderItWasGivenIn() throws {
        let scratch = try Scratch()
        let folder = scratch.cli.home.appendingPathComponent("guides")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        try scratch.cli.run(
            ["config", "set", "store", "sqlite:family.sqlite"], environment: scratch.environment,
            directory: folder)
        try scratch.run(["config", "set", "flickr-api-key"], stdin: Self.key)
        let home = try scratch.run(["config", "get", "store"])

        #expect(home.stdout == "sqlite:\(folder.path)/family.sqlite\n")
        #expect(try scratch.contents().hasPrefix("store = sqlite:\(folder.path)/family.sqlite\n"))
    }

    @Test func aTildeStaysForHOMEToResolve() throws {
        let scratch = try Scratch()

        try scratch.run(["config", "set", "store", "sqlite:~/family.sqlite"])
        let info = try scratch.run(["info", "--json"]).json() as? [String: Any]

        #expect(try scratch.contents() == "store = sqlite:~/family.sqlite\n")
        #expect(info?["store"] as? String == "sqlite:\(scratch.cli.home.path)/family.sqlite")
        #expect(info?["source"] as? String == "config file")
    }

    @Test func anInvalidStoreIsRefusedAndTheFileKeepsItsValue() throws {
        let scratch = try Scratch()
        try scratch.run(["config", "set", "store", "memory:"])

        let result = try scratch.run(["config", "set", "store", "ftp://host/x"])

        #expect(result.status == 64)
        #expect(
            result.stderr
                == "outings: unknown store scheme 'ftp'; use sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE\n"
        )
        #expect(try scratch.contents() == "store = memory:\n")
    }

    @Test func aStorePasswordIsNeverListed() throws {
        let scratch = try Scratch()
        try scratch.run(["config", "set", "store", "postgres://me:hunter2secret@127.0.0.1:9/guide"])

        let list = try scratch.run(["config", "list"])

        #expect(list.stdout == "store = postgres://me:***@127.0.0.1:9/guide\n")
        #expect(try scratch.contents().contains("hunter2secret"))
    }

    @Test func settingKeepsCommentsAndOtherKeysAndUnsetRemovesOnlyItsLine() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            atPath: (scratch.configPath as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try "# mine\nstore = memory:\n".write(toFile: scratch.configPath, atomically: true, encoding: .utf8)
        chmod(scratch.configPath, 0o600)

        try scratch.run(["config", "set", "flickr-api-key"], stdin: Self.key)
        try scratch.run(["config", "set", "store", "defaults:family"])
        let afterSet = try scratch.contents()
        try scratch.run(["config", "unset", "store"])

        #expect(afterSet == "# mine\nstore = defaults:family\nflickr-api-key = \(Self.key)\n")
        #expect(try scratch.contents() == "# mine\nflickr-api-key = \(Self.key)\n")
        #expect(try scratch.mode() == 0o600)
    }

    @Test func anUnknownKeyInTheFileIsAnErrorWithItsLineNumber() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            atPath: (scratch.configPath as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try "# comment\n\ncolour = blue\n".write(
            toFile: scratch.configPath, atomically: true, encoding: .utf8)
        chmod(scratch.configPath, 0o600)

        let result = try scratch.run(["attractions", "list"])

        #expect(result.status == 78)
        #expect(
            result.stderr
                == "outings: \(scratch.configPath):3: unknown key 'colour'; known keys: store, flickr-api-key, cache-max-age, member, session-idle, session-lifetime, timezone, currency, trusted-proxy, public-url\n"
        )
        #expect(!FileManager.default.fileExists(atPath: scratch.cli.storePath))
    }

    @Test func aBrokenFileNeverStopsHelpCompletionOrATransferThatNamesBothStores() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(
            atPath: (scratch.configPath as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try "not a setting\n".write(toFile: scratch.configPath, atomically: true, encoding: .utf8)
        chmod(scratch.configPath, 0o644)
        let source = "sqlite:" + scratch.cli.home.appendingPathComponent("a.sqlite").path
        let target = "sqlite:" + scratch.cli.home.appendingPathComponent("b.sqlite").path
        try scratch.run(["--store", source, "attractions", "add", "--name", "Zoo"])

        let transfer = try scratch.run(["transfer", "--from", source, "--to", target])
        let help = try scratch.run(["--help"])
        let completion = try scratch.run(["completion", "bash"])
        let list = try scratch.run(["attractions", "list"])

        #expect(transfer.status == 0)
        #expect(transfer.stderr.isEmpty && help.stderr.isEmpty && completion.stderr.isEmpty)
        #expect(help.status == 0 && completion.status == 0)
        #expect(list.status == 78)
        #expect(list.stderr == "outings: \(scratch.configPath):1: expected 'key = value'\n")
    }

    @Test func aFileOthersCanReadGivesAWarning() throws {
        let scratch = try Scratch()
        try scratch.run(["config", "set", "store", "memory:"])
        chmod(scratch.configPath, 0o644)

        let result = try scratch.run(["config", "list"])

        #expect(result.status == 0)
        #expect(
            result.stderr
                == "outings: warning: \(scratch.configPath) can be read by other users; run: chmod 600 \(scratch.configPath)\n"
        )
    }

    /// The key Flickr receives: the file's when nothing else gives one; FLICKR_API_KEY and
    /// --api-key-file win over it.
    @Test func refreshSendsTheFilesKeyUnlessTheVariableOrAnOptionGivesOne() throws {
        let server = try FakeFlickrServer()
        let scratch = try Scratch()
        let flickr = ["OUTINGS_FLICKR_URL": server.baseURL.absoluteString]
        let keyFile = try scratch.cli.file("flickr.key", "option-key\n")
        try scratch.run(["config", "set", "flickr-api-key"], stdin: Self.key)

        let fromFile = try scratch.run(["places", "--refresh"], flickr)
        try scratch.run(["places", "--refresh"], flickr.merging(["FLICKR_API_KEY": "variable-key"]) { $1 })
        try scratch.run(["places", "--refresh", "--api-key-file", keyFile], flickr)

        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        // Each refresh asks for the top places and the licences with the same key.
        #expect(
            try server.requests().map { $0["api_key"] }
                == [Self.key, Self.key, "variable-key", "variable-key", "option-key", "option-key"])
        #expect(!fromFile.stdout.contains(Self.key) && !fromFile.stderr.contains(Self.key))
    }

    @Test func withoutAnyKeyRefreshStillSaysHowToGiveOne() throws {
        let scratch = try Scratch()

        let result = try scratch.run(["places", "--refresh"], ["OUTINGS_FLICKR_URL": "http://127.0.0.1:9/"])

        #expect(result.status == 78)
    }
}

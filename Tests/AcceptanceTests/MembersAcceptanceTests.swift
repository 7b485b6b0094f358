import Foundation
import TestSupport
import Testing

/// `outings members`: passwords from standard input or typed twice at a real terminal (never in
/// output, arguments, errors or the store in clear), the last owner, exit codes, and recents per
/// member chosen by --member, OUTINGS_MEMBER or the config file.
@Suite(.serialized)
struct MembersAcceptanceTests {
    private let secret = "ünïcode Secret 42"
    /// ASCII, so what tmux types is exactly this whatever the terminal's locale.
    private let typed = "Terminal Secret 42"

    private func storeText(_ cli: OutingsBinary) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: cli.storePath)), as: UTF8.self)
            + ((try? String(contentsOfFile: cli.storePath + "-wal", encoding: .isoLatin1)) ?? "")
    }

    @Test func passwordFromStandardInputIsStoredOnlyAsAnArgon2idHashAndNeverPrinted() throws {
        let cli = try OutingsBinary()

        let added = try cli.run(
            ["members", "add", "Ada", "--display-name", "Ada L.", "--password-stdin"], stdin: secret + "\n")
        let listed = try cli.run(["members", "list", "--json"])

        #expect(added.status == 0, "\(added.stderr)")
        #expect(!(added.stdout + added.stderr + listed.stdout).contains(secret))
        let rows = try #require(try listed.json() as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["name"] as? String == "Ada")
        #expect(rows[0]["displayName"] as? String == "Ada L.")
        #expect(rows[0]["role"] as? String == "owner")
        #expect(rows[0]["created"] is Int)
        let stored = try storeText(cli)
        #expect(stored.contains("$argon2id$"))
        #expect(!stored.contains(secret))
    }

    @Test func badPasswordsNamesAndRolesAreRefusedWithTheirExitCodesAndNothingStored() throws {
        let cli = try OutingsBinary()

        let short = try cli.run(["members", "add", "ada", "--password-stdin"], stdin: "seven77\n")
        let long = try cli.run(
            ["members", "add", "ada", "--password-stdin"], stdin: String(repeating: "é", count: 513) + "\n")
        let badName = try cli.run(["members", "add", "a da", "--password-stdin"], stdin: secret + "\n")
        let badRole = try cli.run(
            ["members", "add", "ada", "--role", "boss", "--password-stdin"], stdin: secret)
        let notOwner = try cli.run(
            ["members", "add", "ada", "--role", "viewer", "--password-stdin"], stdin: secret)

        #expect(short.status == 65)
        #expect(short.stderr == "outings: a password has at least 8 characters\n")
        #expect(long.status == 65)
        #expect(long.stderr == "outings: a password has at most 1024 bytes\n")
        #expect(badName.status == 65)
        #expect(badRole.status == 64)
        #expect(notOwner.status == 65)
        #expect(!(short.stderr + long.stderr).contains("seven77"))
        #expect((try cli.run(["members", "list", "--json"]).json() as? [Any])?.isEmpty == true)
    }

    @Test func theLastOwnerStaysAndAMissingMemberIsExit66() throws {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret)
        try cli.run(["members", "add", "bob", "--role", "editor", "--password-stdin"], stdin: secret)

        let removeOwner = try cli.run(["members", "remove", "ADA"])
        let demoteOwner = try cli.run(["members", "role", "ada", "viewer"])
        let taken = try cli.run(["members", "add", "Bob", "--password-stdin"], stdin: secret)
        let missing = try cli.run(["members", "remove", "zed"])

        #expect(removeOwner.status == 65)
        #expect(removeOwner.stderr.contains("at least one owner"))
        #expect(demoteOwner.status == 65)
        #expect(taken.status == 73)
        #expect(missing.status == 66)
        #expect(missing.stderr == "outings: no member named zed\n")
        #expect(try cli.run(["members", "role", "bob", "owner"]).status == 0)
        #expect(try cli.run(["members", "remove", "ada"]).status == 0)
        let names = try #require(try cli.run(["members", "list", "--json"]).json() as? [[String: Any]])
        #expect(names.map { $0["name"] as? String } == ["bob"])
    }

    @Test func openInvitationsAreListedByDigestAndOneIsCancelled() throws {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret)
        let links = try ["editor", "viewer"].map { role in
            try cli.run(["members", "invite", "--role", role]).stdout.trimmingCharacters(in: .newlines)
        }
        // The ids are the first 12 hex digits of each token's SHA-256, as sha256sum computes it.
        let ids = try links.map { link in
            let sum = try cli.run(
                ["-c", "printf %s \"$1\" | sha256sum", "sh", String(link.dropFirst("/join/".count))],
                executable: URL(fileURLWithPath: "/bin/sh"))
            return String(sum.stdout.prefix(12))
        }

        let listed = try #require(try cli.run(["members", "invites", "--json"]).json() as? [[String: Any]])
        let cancelled = try cli.run(["members", "invites", "--cancel", ids[0]])
        let again = try cli.run(["members", "invites", "--cancel", ids[0]])
        let text = try cli.run(["members", "invites"]).stdout

        #expect(listed.map { $0["id"] as? String } == ids)
        #expect(listed.map { $0["role"] as? String } == ["editor", "viewer"])
        #expect(cancelled.status == 0)
        #expect(again.status == 66)
        #expect(again.stderr.split(separator: "\n").count == 1)
        #expect(text.hasPrefix("\(ids[1])  viewer  created "))
        #expect(!text.contains(ids[0]))
    }

    @Test func invitationsAndTokensArePrintedOnceAndStoredOnlyAsDigests() throws {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret)

        let invite = try cli.run(["members", "invite", "--role", "editor", "--expires", "2d"])
        let token = try cli.run(["members", "token", "ada"])
        let badExpiry = try cli.run(["members", "invite", "--expires", "soon"])

        #expect(invite.status == 0)
        let link = invite.stdout.trimmingCharacters(in: .newlines)
        #expect(link.range(of: #"^/join/[A-Za-z0-9_-]{43}$"#, options: .regularExpression) != nil)
        let apiToken = token.stdout.trimmingCharacters(in: .newlines)
        #expect(apiToken.range(of: #"^[A-Za-z0-9_-]{43}$"#, options: .regularExpression) != nil)
        #expect(badExpiry.status == 64)
        let stored = try storeText(cli)
        #expect(!stored.contains(String(link.dropFirst(6))))
        #expect(!stored.contains(apiToken))
        #expect(try cli.run(["members", "token", "ada", "--revoke"]).stdout == "revoked 1 token\n")
    }

    @Test func checkListsBrokenMemberRulesInTextAndJSONWithoutHashesOrDigests() throws {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret + "\n")
        try cli.run(["members", "add", "bob", "--role", "viewer", "--password-stdin"], stdin: secret + "\n")
        let token = try cli.run(["members", "token", "bob"]).stdout.trimmingCharacters(in: .newlines)
        #expect(try cli.run(["check"]).stdout == "ok\n")
        // Behind Outings' back: no owner, two names alike without case, a token of no member.
        try SQLiteShell.run(
            cli.storePath,
            """
            UPDATE members SET role = 'viewer';
            UPDATE members SET name = 'BOB', name_key = 'bob-copy' WHERE name = 'ada';
            UPDATE credentials SET member_id = 'ghost';
            """)

        let text = try cli.run(["check"])
        let json = try cli.run(["check", "--json"])

        #expect(text.status == 74)
        #expect(
            text.stdout == """
                problem: member name bob is stored more than once
                problem: the guide has members but no owner
                problem: a stored api-token names member ghost, who does not exist

                """)
        #expect(
            (try json.json() as? [String: Any])?["problems"] as? [String]
                == text.stdout.split(separator: "\n").map { String($0.dropFirst("problem: ".count)) })
        let everything = text.stdout + text.stderr + json.stdout + json.stderr
        #expect(!everything.contains("argon2"))
        #expect(!everything.contains(token))
        #expect(!everything.contains(secret))
    }

    @Test func transferCarriesMembersTheirTokensAndStampsAndPrintsNoSecret() throws {
        let cli = try OutingsBinary()
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret + "\n")
        let token = try cli.run(["members", "token", "ada"]).stdout.trimmingCharacters(in: .newlines)
        try cli.run(["attractions", "add", "--name", "Zoo", "--member", "ada"])
        let target = "sqlite:" + cli.home.appendingPathComponent("copy.sqlite").path

        let copied = try cli.run(["transfer", "--from", "sqlite:" + cli.storePath, "--to", target])
        let again = try cli.run(["transfer", "--from", "sqlite:" + cli.storePath, "--to", target])
        let shown = try cli.run(["attractions", "show", "1", "--store", target])
        let revoked = try cli.run(["members", "token", "ada", "--revoke", "--store", target])

        #expect(copied.status == 0, "\(copied.stderr)")
        #expect(copied.stdout == "Copied 1 attraction, 0 places, 0 photos, 0 recents, 1 member.\n")
        #expect(again.status == 73)
        #expect(shown.stdout.contains("edited by ada today "))
        #expect(revoked.stdout == "revoked 1 token\n")
        let printed = copied.stdout + copied.stderr + again.stdout + again.stderr
        #expect(!printed.contains("argon2") && !printed.contains(token) && !printed.contains(secret))
    }

    @Test func aDisplayNameWithABidiOverrideIsRefusedSayingWhy() throws {
        let cli = try OutingsBinary()

        let refused = try cli.run(
            ["members", "add", "ada", "--display-name", "Ada\u{202E}evil", "--password-stdin"],
            stdin: secret + "\n")

        #expect(refused.status == 65)
        #expect(
            refused.stderr
                == "outings: a display name is one line of at most 64 characters (512 Unicode scalars), without control or bidi characters\n"
        )
    }

    @Test func anInvitationLastsFromASecondToAYearAndAHugeOneIsRefusedNotACrash() throws {
        let cli = try OutingsBinary()

        let year = try cli.run(["members", "invite", "--expires", "365d"])
        let longer = try cli.run(["members", "invite", "--expires", "366d"])
        let huge = try cli.run(["members", "invite", "--expires", "106751991167300d"])
        let none = try cli.run(["members", "invite", "--expires", "0"])

        #expect(year.status == 0)
        #expect(longer.status == 64)
        #expect(longer.stderr == "outings: an invitation lasts more than 0 seconds and at most 365 days\n")
        #expect(huge.status == 64)
        #expect(huge.stdout.isEmpty)
        #expect(none.status == 64)
    }

    @Test func theFirstMemberTakesTheHouseholdsRecentsAndEachMemberHasTheirOwn() throws {
        let cli = try OutingsBinary()
        let photos =
            #"{"photos":{"photo":[{"id":"1","title":"One","place_id":"p"},{"id":"2","title":"Two","place_id":"p"}]},"stat":"ok"}"#
        try cli.run(["photos", "import", try cli.file("p.json", photos)])
        try cli.run(["photos", "show", "1"])
        try cli.run(["members", "add", "ada", "--password-stdin"], stdin: secret)
        try cli.run(["members", "add", "bob", "--role", "viewer", "--password-stdin"], stdin: secret)

        func recents(_ arguments: [String], _ environment: [String: String] = [:]) throws -> [String] {
            let list = try #require(
                try cli.run(arguments + ["recents", "--json"], environment: environment).json()
                    as? [[String: Any]])
            return list.compactMap { $0["id"] as? String }
        }
        try cli.run(["--member", "bob", "photos", "show", "2"])

        #expect(try recents(["--member", "ada"]) == ["1"])
        #expect(try recents([], ["OUTINGS_MEMBER": "BOB"]) == ["2"])
        #expect(try recents([]).isEmpty)
        #expect(try cli.run(["config", "set", "member", "ada"]).status == 0)
        #expect(try recents([]) == ["1"])
        #expect(try recents(["--member", "bob"]) == ["2"])
        #expect(try cli.run(["--member", "zed", "recents"]).status == 66)
    }

    /// Runs `members add ada` at a terminal, types `first` and `second` at its two prompts, and
    /// returns the command's exit status, the screen (once it shows `shown`) and what it wrote to
    /// standard output.
    private func addAtTerminal(
        _ cli: OutingsBinary, typing first: String, then second: String, showing shown: String? = nil
    ) throws -> (
        status: Int32?, screen: String, output: String
    ) {
        let folder = try TemporaryFolder()
        let terminal = try TerminalSession(["members", "add", "ada"], home: cli.home, folder: folder.url)
        defer { terminal.stop() }
        #expect(try terminal.waitFor("Password:"))
        try terminal.type(first)
        #expect(try terminal.waitFor("Password again:"))
        try terminal.type(second)
        let status = terminal.exitStatus()
        // Standard error stays on the terminal: wait until tmux shows what the command said last.
        if let shown { #expect(try terminal.waitFor(shown)) }
        let output = try String(contentsOf: folder.url.appendingPathComponent("stdout.txt"), encoding: .utf8)
        return (status, try terminal.screen(), output)
    }

    @Test func aPasswordTypedTwiceAtTheTerminalIsNeitherEchoedNorInTheArguments() throws {
        let cli = try OutingsBinary()

        let (status, screen, output) = try addAtTerminal(cli, typing: typed, then: typed)

        #expect(status == 0)
        #expect(output == "added ada (owner)\n")
        #expect(!screen.contains(typed))
        #expect(try cli.run(["members", "list"]).stdout == "ada  owner  ada\n")
    }

    @Test func twoDifferentPasswordsAtTheTerminalAddNobody() throws {
        let cli = try OutingsBinary()

        let (status, screen, output) = try addAtTerminal(
            cli, typing: typed, then: typed + "x", showing: "the passwords typed differ; nothing was changed")

        #expect(status == 65)
        #expect(screen.contains("the passwords typed differ; nothing was changed"))
        #expect(output.isEmpty)
        #expect(!screen.contains(typed))
        #expect((try cli.run(["members", "list", "--json"]).json() as? [Any])?.isEmpty == true)
    }
}

/// Changes of attractions record who made them: `attractions show` says "edited by NAME today
/// HH:MM" on the guide's clock (`OUTINGS_TIMEZONE`).
struct AttractionEditedByAcceptanceTests {
    /// Fourteen hours ahead of UTC all year: its day differs from UTC's for fourteen hours a day.
    static let zone = ["OUTINGS_TIMEZONE": "Pacific/Kiritimati"]

    @Test func showSaysWhichMemberChangedAnAttractionLastAndWhenOnTheGuidesClock() throws {
        let cli = try OutingsBinary()
        try cli.run(["attractions", "add", "--name", "Zoo"])
        try cli.run(
            ["members", "add", "ada", "--display-name", "Ada L.", "--password-stdin"], stdin: "long enough")
        try cli.run(["members", "add", "bob", "--role", "editor", "--password-stdin"], stdin: "long enough")

        let start = Date()
        let before = try cli.run(["attractions", "show", "1"], environment: Self.zone)
        try cli.run(["--member", "ada", "attractions", "edit", "1", "--name", "Zoo 2"])
        let afterEdit = try cli.run(["attractions", "show", "1"], environment: Self.zone).stdout
        try cli.run(["attractions", "add", "--name", "Park"], environment: ["OUTINGS_MEMBER": "bob"])
        try cli.run(["--member", "bob", "attractions", "move", "1", "--to", "2"])
        let zoo = try cli.run(["attractions", "show", "Zoo 2"], environment: Self.zone).stdout
        let park = try cli.run(["attractions", "show", "Park"], environment: Self.zone).stdout

        // Every minute the commands may have run in, as Foundation's formatter reads that zone.
        let times = Self.clockTimes(from: start, to: Date())
        #expect(!before.stdout.contains("edited"))
        #expect(times.contains { afterEdit.hasSuffix("edited by Ada L. today \($0)\n") }, "\(afterEdit)")
        #expect(times.contains { zoo.hasSuffix("edited by bob today \($0)\n") }, "\(zoo)")
        #expect(times.contains { park.hasSuffix("edited by bob today \($0)\n") }, "\(park)")
        #expect(try cli.run(["--member", "zed", "attractions", "edit", "1", "--name", "X"]).status == 66)
    }

    /// HH:MM in Pacific/Kiritimati of each minute from `start` to `end`.
    static func clockTimes(from start: Date, to end: Date) -> Set<String> {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Pacific/Kiritimati")
        formatter.dateFormat = "HH:mm"
        return Set(
            stride(from: start.timeIntervalSince1970, through: end.timeIntervalSince1970 + 60, by: 30)
                .map { formatter.string(from: Date(timeIntervalSince1970: $0)) })
    }
}

/// Two `outings` processes on one PostgreSQL store (two HOMEs, as two machines would be) share
/// members, tokens and each member's recents. Needs `Scripts/with-postgres`.
struct MembersOnPostgresAcceptanceTests {
    @Test func twoProcessesOnOnePostgresStoreShareMembersAndTheirRecents() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let first = try OutingsBinary()
        let second = try OutingsBinary()
        let photos = #"{"photos":{"photo":[{"id":"1","title":"One","place_id":"p"}]},"stat":"ok"}"#
        try first.run(["--store", url, "photos", "import", try first.file("p.json", photos)])

        let added = try first.run(
            ["--store", url, "members", "add", "ada", "--password-stdin"], stdin: "long enough")
        try second.run(["--store", url, "--member", "ada", "photos", "show", "1"])
        let listed = try second.run(["--store", url, "members", "list", "--json"])
        let recents = try first.run(["--store", url, "--member", "ada", "recents", "--json"])
        let lastOwner = try second.run(["--store", url, "members", "remove", "ada"])

        #expect(added.status == 0, "\(added.stderr)")
        #expect((try listed.json() as? [[String: Any]])?.map { $0["name"] as? String } == ["ada"])
        #expect((try recents.json() as? [[String: Any]])?.map { $0["id"] as? String } == ["1"])
        #expect(lastOwner.status == 65)
    }
}

import Foundation
import TestSupport
import Testing

/// Every refusal of a backup's content, whatever rule its records break (alone, or with the
/// records before them, the people's rules included), is exit 65 with
/// `FILE is not a sound Outings backup (line N: ...); nothing was restored`, N the line of the
/// record that broke the rule, and leaves the guide restored into as it was: on every backend.
@Suite(.serialized)
struct DamagedBackupAcceptanceTests {
    /// Makes a backup's counts, commas and checksum match its records again, as docs/backups.md
    /// describes them (independently of Outings' own writer), so only the damage is left.
    private static let reseal = """
        import hashlib, json, sys
        path = sys.argv[1]
        lines = open(path, encoding="utf-8").read().split("\\n")
        out, counts, i = [lines[0]], {}, 1
        while not lines[i].startswith('"counts":'):
            name = lines[i][1:lines[i].index('"', 1)]
            out.append(lines[i])
            i += 1
            records = []
            while lines[i] != "],":
                records.append(lines[i][:-1] if lines[i].endswith(",") else lines[i])
                i += 1
            out += [record + ("," if n < len(records) - 1 else "") for n, record in enumerate(records)]
            out.append("],")
            i += 1
            counts[name] = len(records)
        out.append('"counts":' + json.dumps(counts, separators=(",", ":")) + ",")
        body = "".join(line + "\\n" for line in out).encode()
        open(path, "wb").write(body + ('"sha256":"%s"\\n}\\n' % hashlib.sha256(body).hexdigest()).encode())
        """

    /// The demo, viewed, with an owner and a viewer who each viewed a photo and recorded a visit,
    /// an invitation, an API token and an edit stamp; backed up with accounts.
    private func backupWithAccounts(_ cli: OutingsBinary) throws -> [String] {
        let source = "sqlite:" + cli.home.appendingPathComponent("source.sqlite").path
        try cli.run(["demo", "--store", source])
        for (name, role) in [("ann", "owner"), ("bob", "viewer")] {
            let added = try cli.run(
                ["members", "add", name, "--role", role, "--password-stdin", "--store", source],
                stdin: "correct horse battery")
            try #require(added.status == 0, "\(added.stderr)")
        }
        for command in [
            ["--member", "ann", "photos", "show", "53300007328"],
            ["--member", "bob", "photos", "show", "53302467638"],
            ["--member", "ann", "attractions", "visited", "1", "--on", "2025-01-02"],
            ["--member", "bob", "attractions", "rate", "2", "4"], ["members", "invite", "--role", "editor"],
            ["members", "token", "ann"], ["--member", "ann", "attractions", "edit", "1", "--cost", "5 USD"],
        ] {
            let done = try cli.run(command + ["--store", source])
            try #require(done.status == 0, "\(command): \(done.stderr)")
        }
        let file = cli.home.appendingPathComponent("sound.json").path
        try #require(try cli.run(["backup", file, "--with-accounts", "--store", source]).status == 0)
        return try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
    }

    /// The guide restored into: the sound backup itself, so a refusal that wrote anything shows.
    private func target(_ cli: OutingsBinary, _ backend: SharedStore, from sound: String) throws -> String {
        let store = try backend.url(home: cli.home, named: "target")
        let restored = try cli.run(["restore", sound, "--store", store])
        try #require(restored.status == 0, "\(restored.stderr)")
        return store
    }

    static let cases = SharedStore.allCases.flatMap { backend in BackupDamage.allCases.map { (backend, $0) } }

    @Test(arguments: cases)
    func aBackupBreakingARuleIsRefusedAtTheLineThatBrokeIt(backend: SharedStore, damage: BackupDamage) throws
    {
        let cli = try OutingsBinary()
        let lines = try backupWithAccounts(cli)
        let sound = cli.home.appendingPathComponent("sound.json").path
        let (damaged, line, problem) = try damage.apply(to: lines)
        let file = try cli.file("damaged.json", damaged.joined(separator: "\n"))
        let script = try cli.file("reseal.py", Self.reseal)
        let resealed = try cli.run([script, file], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        try #require(resealed.status == 0, "\(resealed.stderr)")
        let store = try target(cli, backend, from: sound)
        let before = try cli.everything(in: store)
        let fresh = cli.home.appendingPathComponent("fresh.sqlite").path

        let refused = try cli.run(["restore", file, "--replace", "--drop-members", "--store", store])
        let refusedFresh = try cli.run(["restore", file, "--store", "sqlite:" + fresh])

        #expect(refused.status == 65, "\(damage): \(refused.stderr)")
        #expect(
            refused.stderr.hasPrefix("outings: \(file) is not a sound Outings backup (line \(line + 1): "),
            "\(damage): \(refused.stderr)")
        #expect(refused.stderr.hasSuffix("); nothing was restored\n"), "\(damage): \(refused.stderr)")
        #expect(refused.stderr.contains(problem), "\(damage): \(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1)
        #expect(try cli.everything(in: store) == before, "\(damage)")
        #expect(refusedFresh.status == 65, "\(damage): \(refusedFresh.stderr)")
        #expect(!FileManager.default.fileExists(atPath: fresh))
    }
}

private struct Unhandled: Error {}

/// A rule a backup's records break, made by editing a sound backup with accounts (then resealed).
enum BackupDamage: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case credentialTwice, inviteTwice, memberTwice, memberNameTwice, noOwner, unknownRole
    case controlInDisplayName, credentialOfUnknownMember, inviteWithoutRole, recentsOfUnknownMember
    case memberRecentsTwice, visitsOfUnknownMember, householdBesideMembers, editStampTwice
    case editStampOfUnknownAttraction, recentTwice, licenceTwice, licenceWithoutName
    case emptyAttractionID, attractionIDWithNUL, attractionIDWithBidiOverride, attractionIDWithEscape
    case attractionIDWithSpace, attractionIDOf300Characters

    var testDescription: String { rawValue }

    /// The damaged lines, the index of the line a refusal must name, and what it must say.
    func apply(to sound: [String]) throws -> (lines: [String], line: Int, problem: String) {
        var lines = sound
        let (line, problem) = try damage(&lines)
        return (lines, line, problem)
    }

    /// Damages `lines`; returns the index of the line a refusal must name, and what it must say.
    private func damage(_ lines: inout [String]) throws -> (line: Int, problem: String) {
        func index(_ text: String, after section: String = "") throws -> Int {
            let start = try #require(lines.firstIndex { $0.hasPrefix("\"\(section)") })
            return try #require(lines[start...].firstIndex { $0.contains(text) })
        }
        func duplicate(_ text: String, after section: String = "") throws -> Int {
            let at = try index(text, after: section)
            lines.insert(lines[at], at: at + 1)
            return at + 1
        }
        func change(_ text: String, to new: String, in line: Int) -> Int {
            lines[line] = lines[line].replacingOccurrences(of: text, with: new)
            return line
        }
        func insert(_ records: [String], after section: String) throws -> Int {
            let at = try index("[", after: section) + 1
            lines.insert(contentsOf: records, at: at)
            return at + records.count - 1
        }
        let bob = try index(#""name":"bob""#, after: "members")
        let bobID = String(try #require(lines[bob].firstMatch(of: /"id":"([^"]+)"/)?.1))
        let photo = try index(#""id":"53300007328""#, after: "memberRecents")
        let recent = String(try #require(lines[photo].firstMatch(of: /"photos":\[(.*)\]\},?$/)?.1))
        let licence =
            #"{"id":"4","name":"Attribution License","permitsReuse":true,"url":"https://creativecommons.org/licenses/by/2.0/"}"#
        // The third attraction's id as JSON text: one Outings never writes.
        let unwrittenID: String? =
            switch self {
            case .emptyAttractionID: ""
            case .attractionIDWithNUL: #"a\u0000b"#
            case .attractionIDWithBidiOverride: #"a\u202eb"#
            case .attractionIDWithEscape: #"a\u001b[2Jb"#
            case .attractionIDWithSpace: "a b"
            case .attractionIDOf300Characters: String(repeating: "x", count: 300)
            default: nil
            }
        if let unwrittenID {
            let third = try index("[", after: "attractions") + 3
            lines[third] = lines[third].replacing(/"id":"[^"]+"/, with: #""id":""# + unwrittenID + #"""#)
            return (third, "attraction id")
        }
        switch self {
        case .credentialTwice:
            return (try duplicate(#""kind":"api-token""#), "one api-token is stored more than once")
        case .inviteTwice:
            return (try duplicate(#""kind":"invite""#), "one invite is stored more than once")
        case .memberTwice:
            return (try duplicate(#""name":"bob""#, after: "members"), "is stored more than once")
        case .memberNameTwice:
            let at = try duplicate(#""name":"bob""#, after: "members")
            _ = change(bobID, to: "another-id", in: at)
            return (change(#""name":"bob""#, to: #""name":"Bob""#, in: at), "member name bob")
        case .noOwner:
            let ann = try index(#""name":"ann""#, after: "members")
            return (change(#""role":"owner""#, to: #""role":"viewer""#, in: ann), "no owner")
        case .unknownRole:
            return (change(#""role":"viewer""#, to: #""role":"boss""#, in: bob), "unknown role")
        case .controlInDisplayName:
            return (
                change(#""displayName":"""#, to: #""displayName":"Bob \u001b[31m""#, in: bob),
                "display name"
            )
        case .credentialOfUnknownMember:
            let token = try index(#""kind":"api-token""#)
            lines[token] = lines[token].replacing(/"memberID":"[^"]+"/, with: #""memberID":"nobody""#)
            return (token, "names member nobody")
        case .inviteWithoutRole:
            return (change(#","role":"editor""#, to: "", in: try index(#""kind":"invite""#)), "no role")
        case .recentsOfUnknownMember:
            let record = try index(bobID, after: "memberRecents")
            return (change(bobID, to: "nobody", in: record), "member nobody")
        case .memberRecentsTwice:
            return (try duplicate(bobID, after: "memberRecents"), "more than once")
        case .visitsOfUnknownMember:
            let record = try index(bobID, after: "visits")
            return (change(bobID, to: "nobody", in: record), "member nobody")
        case .householdBesideMembers:
            let record = try index(#""dates":["2025-01-02"]"#, after: "visits")
            let household = lines[record].replacing(/,"member":"[^"]+"/, with: "")
            lines.insert(household, at: record + 1)
            return (record + 1, "household")
        case .editStampTwice:
            return (try duplicate(#""at":"#, after: "edits"), "more than one edit stamp")
        case .editStampOfUnknownAttraction:
            let stamp = try index(#""at":"#, after: "edits")
            lines[stamp] = lines[stamp].replacing(/"attraction":"[^"]+"/, with: #""attraction":"nowhere""#)
            return (stamp, "attraction nowhere")
        case .recentTwice:
            return (try insert([recent, recent], after: "recents"), "more than once")
        case .licenceTwice:
            return (try insert([licence, licence], after: "licences"), "licence id 4")
        case .licenceWithoutName:
            let nameless = licence.replacingOccurrences(of: "Attribution License", with: "")
            return (try insert([nameless], after: "licences"), "has no name")
        default:
            throw Unhandled()
        }
    }
}

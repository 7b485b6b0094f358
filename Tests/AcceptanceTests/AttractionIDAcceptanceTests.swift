import Foundation
import TestSupport
import Testing

/// An attraction id Outings never writes (put there by another program) is reported by `check`
/// on every backend, stops `transfer` and `backup` as damage (exit 74, nothing written), and the
/// attraction can still be named by its number and removed.
@Suite(.serialized)
struct AttractionIDAcceptanceTests {
    typealias Seeded = StoredNumbersAcceptanceTests.Seeded

    /// An id Outings never writes, and what `check` says of it.
    enum UnwrittenID: String, CaseIterable, CustomTestStringConvertible {
        case empty, nul, bidiOverride, escape, space, longerThanAnyKey

        var testDescription: String { rawValue }

        var id: String {
            switch self {
            case .empty: ""
            case .nul: "a\u{0}b"
            case .bidiOverride: "evil\u{202E}txt.exe"
            case .escape: "a\u{1B}[2Jb"
            case .space: "a b"
            case .longerThanAnyKey: String(repeating: "x", count: 300)
            }
        }

        var problem: String {
            switch self {
            case .empty: "is empty"
            case .longerThanAnyKey: "is longer than 256 bytes"
            default: "holds a white space, control or format character"
            }
        }
    }

    /// PostgreSQL's text holds no NUL.
    static let cases = SharedStore.allCases.flatMap { backend in
        UnwrittenID.allCases.filter { backend != .postgres || $0 != .nul }.map { (backend, $0) }
    }

    @Test(arguments: cases)
    func anIDOutingsNeverWritesIsReportedAndStopsTransferAndBackup(
        backend: SharedStore, unwritten: UnwrittenID
    )
        throws
    {
        let store = try Seeded(backend)
        let hex = Data(unwritten.id.utf8).map { String(format: "%02x", $0) }.joined()
        switch backend {
        case .sqlite:
            try store.tamper(
                "UPDATE attractions SET id = CAST(X'\(hex)' AS TEXT) WHERE id = '\(store.ids[1])'")
        case .postgres:
            try store.tamper(
                "UPDATE attractions SET id = convert_from(decode('\(hex)', 'hex'), 'UTF8') WHERE id = '\(store.ids[1])'"
            )
        case .defaults:
            try store.tamperPlist { root in
                var attractions = root["attractions"] as? [[String: Any]] ?? []
                for index in attractions.indices where attractions[index]["id"] as? String == store.ids[1] {
                    attractions[index]["id"] = unwritten.id
                }
                root["attractions"] = attractions
            }
        }
        let copy = cli(store, "copy.sqlite")
        let file = store.cli.home.appendingPathComponent("guide.backup").path

        let checked = try store.run(["check"])
        let transferred = try store.cli.run(["transfer", "--from", store.url, "--to", copy])
        let backedUp = try store.run(["backup", file])
        let listed = try store.run(["attractions", "list"])

        #expect(checked.status == 74, "\(checked.stdout)")
        #expect(checked.stdout.contains("problem: attraction id \""), "\(checked.stdout)")
        #expect(checked.stdout.contains("\" \(unwritten.problem)"), "\(checked.stdout)")
        #expect(checked.stdout.split(separator: "\n").count == 1, "\(checked.stdout)")
        #expect(transferred.status == 74, "\(transferred.stderr)")
        #expect(transferred.stderr.contains(unwritten.problem), "\(transferred.stderr)")
        #expect(transferred.stderr.split(separator: "\n").count == 1)
        let copied = try store.cli.run(["attractions", "list", "--json", "--store", copy])
        #expect(try copied.status != 0 || (copied.json() as? [Any])?.isEmpty == true, "\(copied.stdout)")
        #expect(backedUp.status == 74, "\(backedUp.stderr)")
        #expect(backedUp.stderr.contains(unwritten.problem), "\(backedUp.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(listed.status == 0, "\(listed.stderr)")

        // Named by its number, it goes; the store is then sound.
        let removed = try store.run(["attractions", "remove", "2", "--yes"])
        #expect(removed.status == 0, "\(removed.stderr)")
        let after = try store.run(["check"])
        #expect(after.stdout == "ok\n", "\(after.stdout)")
    }

    private func cli(_ store: Seeded, _ name: String) -> String {
        "sqlite:" + store.cli.home.appendingPathComponent(name).path
    }
}

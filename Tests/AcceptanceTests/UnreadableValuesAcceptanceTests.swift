import Foundation
import TestSupport
import Testing

/// A limit applies to what is stored, and a stored value Outings cannot read back never takes the
/// guide down: it is reported by `check`, shown as unreadable, and lists, exports, backup,
/// transfer, `edit` and `remove` go on working, on every backend.
@Suite(.serialized)
struct UnreadableValuesAcceptanceTests {
    typealias Seeded = StoredNumbersAcceptanceTests.Seeded

    /// 249 typed characters whose stored form (`HH:MM`) is 299, over the 255 hours may have.
    static let longHours = Array(repeating: "1:00-2:00", count: 25).joined(separator: ",")
    static let longStoredHours = Array(repeating: "01:00-02:00", count: 25).joined(separator: ",")

    @Test(arguments: SharedStore.allCases)
    func hoursLongerThanTheLimitOnceStoredAreRefusedOnEverySavingPath(backend: SharedStore) throws {
        let store = try Seeded(backend)
        let before = try store.dump()

        let added = try store.run(["attractions", "add", "--name", "Long", "--hours", Self.longHours])
        let edited = try store.run(["attractions", "edit", store.ids[0], "--hours", Self.longHours])
        let session = try store.cli.run(
            ["attractions", "edit", store.ids[1], "--store", store.url],
            stdin: "set hours \(Self.longHours)\nsave\n")

        for refused in [added, edited, session] {
            #expect(refused.status == 65, "\(refused.stderr)")
            #expect(refused.stderr.contains("hours:"), "\(refused.stderr)")
            #expect(refused.stderr.contains("at most 255 characters as stored"), "\(refused.stderr)")
        }
        #expect(try store.dump() == before)
        // A text of the same length that stays within the limit once stored is kept.
        let fits = Array(repeating: "1:00-2:00", count: 21).joined(separator: ",")
        #expect(try store.run(["attractions", "edit", store.ids[0], "--hours", fits]).status == 0)
    }

    @Test func aBackupHoldingHoursLongerThanTheLimitIsRefusedWithNothingRestored() throws {
        let store = try Seeded(.sqlite)
        let file = store.cli.home.appendingPathComponent("guide.backup").path
        try #require(try store.run(["backup", file]).status == 0)
        // Python's hashlib reseals the file, so only the hours are wrong.
        let script = """
            import hashlib, sys
            t = open(sys.argv[1], 'rb').read().replace(b'"hours":""', ('"hours":"' + sys.argv[2] + '"').encode(), 1)
            head = t[:t.index(b'\\n"sha256":') + 1]
            open(sys.argv[1], 'wb').write(head + b'"sha256":"' + hashlib.sha256(head).hexdigest().encode() + b'"\\n}\\n')
            """
        let edited = try store.cli.run(
            ["-c", script, file, Self.longHours], executable: URL(fileURLWithPath: "/usr/bin/python3"))
        try #require(edited.status == 0, "\(edited.stderr)")
        let target = "sqlite:" + store.cli.home.appendingPathComponent("target.sqlite").path

        let restored = try store.cli.run(["restore", file, "--store", target])

        #expect(restored.status == 65, "\(restored.stderr)")
        #expect(restored.stderr.contains("hours"), "\(restored.stderr)")
        let listed = try store.cli.run(["attractions", "list", "--json", "--store", target]).json()
        #expect((listed as? [Any])?.isEmpty == true)
    }

    /// A damaged value per field that has a grammar: the stored text and the column or key.
    enum Damage: String, CaseIterable, CustomTestStringConvertible {
        case hours, ages, latitude, tags

        var testDescription: String { rawValue }
        var field: String { self == .latitude ? "location" : rawValue }

        var sqlValue: String {
            switch self {
            case .hours: "'\(UnreadableValuesAcceptanceTests.longStoredHours)'"
            case .ages: "'12-3'"
            case .latitude: "500"
            case .tags: "'Not A Tag!'"
            }
        }

        var plistValue: Any {
            switch self {
            case .hours: UnreadableValuesAcceptanceTests.longStoredHours
            case .ages: "12-3"
            case .latitude: 500.0
            case .tags: ["Not A Tag!"]
            }
        }
    }

    static let cases = SharedStore.allCases.flatMap { backend in Damage.allCases.map { (backend, $0) } }

    @Test(arguments: cases)
    func aStoredValueOutingsCannotReadNeverStopsTheRest(backend: SharedStore, damage: Damage) throws {
        let store = try Seeded(backend)
        let damaged = store.ids[1]
        try #require(
            try store.run(["attractions", "edit", damaged, "--location", "40.5,-105.1"]).status == 0)
        if backend == .defaults {
            try store.tamperPlist { root in
                var attractions = root["attractions"] as? [[String: Any]] ?? []
                let index = try? #require(attractions.firstIndex { $0["id"] as? String == damaged })
                attractions[index ?? 0][damage.rawValue] = damage.plistValue
                root["attractions"] = attractions
            }
        } else {
            try store.tamper(
                "UPDATE attractions SET \(damage.rawValue) = \(damage.sqlValue) WHERE id = '\(damaged)'")
        }

        let list = try store.run(["attractions", "list"])
        let json = try store.run(["attractions", "list", "--json"])
        let show = try store.run(["attractions", "show", damaged])
        let check = try store.run(["check"])
        let export = try store.run(["export", "--format", "csv"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("A") && list.stdout.contains("B") && list.stdout.contains("C"))
        let listed = try #require(try json.json() as? [[String: Any]])
        #expect(listed.map { $0["id"] as? String } == store.ids)
        #expect(listed[1]["unreadable"] as? [String] == [damage.field])
        #expect(listed[0]["unreadable"] == nil)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("unreadable"), "\(show.stdout)")
        #expect(check.status == 74)
        #expect(
            check.stdout.contains("attraction \(damaged) has a stored \(damage.field) Outings cannot read"),
            "\(check.stdout)")
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try store.run(["places"]).status == 0)

        // A backup leaves the value out and says so; it restores.
        let file = store.cli.home.appendingPathComponent("guide.backup").path
        let backup = try store.run(["backup", file])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.contains("left out 1 stored value Outings cannot read"), "\(backup.stdout)")
        let restoredInto = "sqlite:" + store.cli.home.appendingPathComponent("restored.sqlite").path
        let restore = try store.cli.run(["restore", file, "--store", restoredInto])
        #expect(restore.status == 0, "\(restore.stderr)")

        // A transfer carries the stored text as it is: the target's check names it too.
        let copy = "sqlite:" + store.cli.home.appendingPathComponent("copy.sqlite").path
        let transfer = try store.cli.run(["transfer", "--from", store.url, "--to", copy])
        #expect(transfer.status == 0, "\(transfer.stderr)")
        #expect(try store.cli.run(["check", "--store", copy]).stdout.contains("stored \(damage.field)"))

        // Saving another field keeps the stored text; giving the field a value replaces it.
        let other = try store.run(["attractions", "edit", damaged, "--description", "still here"])
        #expect(other.status == 0, "\(other.stderr)")
        #expect(try store.run(["check"]).stdout.contains("stored \(damage.field) Outings cannot read"))
        let replacement = damage == .tags ? ["--tag", "fixed"] : ["--\(damage.field)", ""]
        let replaced = try store.run(["attractions", "edit", damaged] + replacement)
        #expect(replaced.status == 0, "\(replaced.stderr)")
        #expect(try store.run(["check"]).status == 0)
        #expect(try store.run(["attractions", "remove", damaged, "--yes"]).status == 0)
    }
}

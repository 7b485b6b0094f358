import Foundation
import TestSupport
import Testing

/// Stores written by an earlier `outings` (Tests/Fixtures/EarlierStores, written by make-fixtures
/// there) must open, read exactly what that version read, take writes, and pass `outings check`.
struct EarlierStoresAcceptanceTests {
    enum Earlier: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case sqlite, postgres, defaults

        var testDescription: String { rawValue }

        /// PostgreSQL only beside a test server (Scripts/with-postgres); the other cases need none.
        static var runnable: [Earlier] {
            let server = ProcessInfo.processInfo.environment["OUTINGS_TEST_POSTGRES_URL"] ?? ""
            return allCases.filter { $0 != .postgres || !server.isEmpty }
        }

        /// A copy of the fixture the child can change: the store to pass to `--store`, and the
        /// environment it is found in.
        func copy(into home: URL) throws -> (store: String, environment: [String: String]) {
            switch self {
            case .sqlite:
                let path = home.appendingPathComponent("guide.sqlite").path
                try EarlierStores.copySQLite(to: path)
                return ("sqlite:" + path, [:])
            case .postgres:
                return (try EarlierStores.postgresDatabase(), [:])
            case .defaults:
                // A `defaults:NAME` store is $XDG_CONFIG_HOME/NAME.plist, private as outings writes it.
                let config = home.appendingPathComponent("config")
                try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
                let plist = config.appendingPathComponent("fixture.plist")
                try FileManager.default.copyItem(at: EarlierStores.file("fixture.plist"), to: plist)
                try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: plist.path)
                return ("defaults:fixture", ["XDG_CONFIG_HOME": config.path])
            }
        }
    }

    /// The reads make-fixtures recorded, in its order.
    private static let reads = [
        ["places"], ["places", "photos", "EsIQUYZXU79_kEA"], ["recents"], ["attractions", "list"],
    ]
    static let choiceKeys: Set<String> = [
        "ages", "cost", "hours", "address", "latitude", "longitude", "tags",
    ]

    /// A Paris photo the fixture's recents do not hold.
    private static let shownLater = "53300798336"

    private func read(
        _ cli: OutingsBinary, _ store: String, _ environment: [String: String]
    ) throws -> [String] {
        try Self.reads.map { words in
            let result = try cli.run(words + ["--json", "--store", store], environment: environment)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            return result.stdout
        }
    }

    private func jsonArray(_ text: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    }

    @Test(arguments: Earlier.runnable)
    func aStoreAnEarlierOutingsWroteReadsTheSameTakesWritesAndPassesTheCheck(earlier: Earlier) throws {
        let cli = try OutingsBinary()
        let (store, environment) = try earlier.copy(into: cli.home)
        let expected = try Data(contentsOf: EarlierStores.file("read-by-writer.\(earlier.rawValue).json"))
        let file = earlier == .sqlite ? URL(fileURLWithPath: String(store.dropFirst("sqlite:".count))) : nil
        let bytesBefore = try file.map { try Data(contentsOf: $0) }

        let before = try read(cli, store, environment)

        // The attractions gained the choice keys since the fixture was recorded: every recorded
        // key reads the same, and the new ones say "not known".
        let recorded = String(decoding: expected, as: UTF8.self)
        let earlierReads = before.dropLast().joined()
        #expect(recorded.hasPrefix(earlierReads))
        let recordedAttractions = try jsonArray(String(recorded.dropFirst(earlierReads.count)))
        let attractions = try jsonArray(try #require(before.last))
        #expect(attractions.count == recordedAttractions.count)
        for (now, then) in zip(attractions, recordedAttractions) {
            let recordedKeys = now.filter { then[$0.key] != nil }
            #expect(
                try JSONSerialization.data(withJSONObject: recordedKeys, options: .sortedKeys)
                    == JSONSerialization.data(withJSONObject: then, options: .sortedKeys))
            #expect(Set(now.keys).subtracting(then.keys) == Self.choiceKeys)
            #expect(
                Self.choiceKeys.allSatisfy {
                    $0 == "tags" ? (now[$0] as? [Any])?.isEmpty == true : now[$0] is NSNull
                })
        }
        // Reads open the store read-only: no migration, not a byte changed.
        if let file { #expect(try Data(contentsOf: file) == bytesBefore) }

        let shown = try cli.run(
            ["photos", "show", Self.shownLater, "--store", store], environment: environment)
        let added = try cli.run(
            ["attractions", "add", "--name", "Zoo", "--type", "Zoo", "--store", store],
            environment: environment)
        let after = try read(cli, store, environment)
        let check = try cli.run(["check", "--store", store], environment: environment)

        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(after[0] == before[0])
        #expect(after[1] == before[1])
        let recentsBefore = try jsonArray(before[2]).map { $0["id"] as? String }
        let recentsAfter = try jsonArray(after[2])
        #expect(recentsAfter.map { $0["id"] as? String } == [Self.shownLater] + recentsBefore)
        #expect(recentsAfter.first?["title"] as? String == "Jardin du Luxembourg sailboats")
        let listBefore = try jsonArray(before[3])
        let listAfter = try jsonArray(after[3])
        #expect(
            listAfter.map { $0["id"] as? String }.dropLast() == listBefore.map { $0["id"] as? String }[...])
        #expect(listAfter.last?["name"] as? String == "Zoo")
        #expect(listAfter.last?["position"] as? Int == listBefore.count + 1)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }
}

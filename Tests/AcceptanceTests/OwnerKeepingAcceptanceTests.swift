import Foundation
import TestSupport
import Testing

/// `restore --replace` and `transfer --replace` never leave a guide that has an owner with none
/// without being told to (`--drop-members`): refused with exit 73 and nothing changed, on every
/// backend that outlives a process (`memory:` runs the same rule in the store contract).
@Suite(.serialized)
struct OwnerKeepingAcceptanceTests {
    /// A guide with an attraction and an owner, ready to be replaced.
    private func guideWithAnOwner(_ cli: OutingsBinary, _ backend: SharedStore) throws -> String {
        let store = try backend.url(home: cli.home, named: "guide")
        try cli.run(["attractions", "add", "--name", "Already there", "--store", store])
        let added = try cli.run(
            ["members", "add", "ann", "--role", "owner", "--password-stdin", "--store", store],
            stdin: "correct horse battery")
        try #require(added.status == 0, "\(added.stderr)")
        return store
    }

    @Test(arguments: SharedStore.allCases)
    func aBackupWithAccountsOfAGuideWithoutMembersDoesNotRemoveTheOwner(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("memberless.sqlite").path
        try cli.run(["attractions", "add", "--name", "From the backup", "--store", source])
        let file = cli.home.appendingPathComponent("memberless.json").path
        try #require(try cli.run(["backup", file, "--with-accounts", "--store", source]).status == 0)
        let store = try guideWithAnOwner(cli, backend)
        let before = try cli.everything(in: store)

        let refused = try cli.run(["restore", file, "--replace", "--store", store])

        try expectRefusal(refused, "\(backend)")
        #expect(try cli.everything(in: store) == before)
        let dropped = try cli.run(["restore", file, "--replace", "--drop-members", "--store", store])
        #expect(dropped.status == 0, "\(dropped.stderr)")
        #expect(
            (try cli.run(["members", "list", "--json", "--store", store]).json() as? [Any])?.isEmpty == true)
        #expect(try cli.run(["attractions", "list", "--store", store]).stdout.contains("From the backup"))
    }

    /// A backup without accounts leaves the guide's members as they are: nothing to refuse.
    @Test func aBackupWithoutAccountsKeepsTheMembersAndNeedsNoDroppingThem() throws {
        let cli = try OutingsBinary()
        let source = "sqlite:" + cli.home.appendingPathComponent("memberless.sqlite").path
        try cli.run(["attractions", "add", "--name", "From the backup", "--store", source])
        let file = cli.home.appendingPathComponent("memberless.json").path
        try #require(try cli.run(["backup", file, "--store", source]).status == 0)
        let store = try guideWithAnOwner(cli, .sqlite)

        let restored = try cli.run(["restore", file, "--replace", "--store", store])

        #expect(restored.status == 0, "\(restored.stderr)")
        let members = try cli.run(["members", "list", "--json", "--store", store]).json() as? [[String: Any]]
        #expect(members?.map { $0["name"] as? String } == ["ann"])
    }

    /// From a store without members (of its own or another backend) onto a guide with an owner.
    @Test(arguments: SharedStore.allCases, [SharedStore.sqlite, .defaults])
    func aTransferFromAStoreWithoutMembersDoesNotRemoveTheOwner(backend: SharedStore, from: SharedStore)
        throws
    {
        let cli = try OutingsBinary()
        let source = try from.url(home: cli.home, named: "memberless")
        try cli.run(["attractions", "add", "--name", "From the source", "--store", source])
        let store = try guideWithAnOwner(cli, backend)
        let before = try cli.everything(in: store)

        let refused = try cli.run(["transfer", "--from", source, "--to", store, "--replace"])

        try expectRefusal(refused, "\(backend) from \(from)")
        #expect(try cli.everything(in: store) == before)
        let dropped = try cli.run([
            "transfer", "--from", source, "--to", store, "--replace", "--drop-members",
        ])
        #expect(dropped.status == 0, "\(dropped.stderr)")
        #expect(
            (try cli.run(["members", "list", "--json", "--store", store]).json() as? [Any])?.isEmpty == true)
    }

    private func expectRefusal(_ refused: OutingsBinary.Result, _ comment: String) throws {
        #expect(refused.status == 73, "\(comment): \(refused.stderr)")
        #expect(refused.stderr.split(separator: "\n").count == 1, "\(comment): \(refused.stderr)")
        #expect(refused.stderr.contains("without an owner"), "\(comment): \(refused.stderr)")
        #expect(refused.stderr.contains("--drop-members"), "\(comment): \(refused.stderr)")
    }
}

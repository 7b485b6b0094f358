import Foundation
import TestSupport
import Testing

/// A signed-in change on the web (the change, its version and who made it) is one write
/// transaction on PostgreSQL: triggers log the top-level transaction id (`txid_current()`) of
/// every row written to the attractions and their stamps.
@Suite(.serialized) struct WebOneTransactionTests {
    @Test func aSignedInEditIsOneWriteTransaction() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let home = try WebServerProcess.makeHome()
        defer { try? FileManager.default.removeItem(at: home) }
        try #require(
            try WebServerProcess.cli(["--store", url, "attractions", "add", "--name", "Zoo"], home: home) == 0
        )
        let added = try WebServerProcess.cliOutput(
            ["--store", url, "members", "add", "eddie", "--role", "owner", "--password-stdin"], home: home,
            stdin: "correct horse battery\n")
        try #require(added.status == 0)
        let token = try WebServerProcess.cliOutput(["--store", url, "members", "token", "eddie"], home: home)
        let bearer = [
            "Authorization": "Bearer "
                + String(decoding: token.stdout, as: UTF8.self).trimmingCharacters(
                    in: .whitespacesAndNewlines)
        ]
        let server = try WebServerProcess(["--store", url], home: home)
        let listed = try #require(
            try server.client.get("/api/attractions", headers: bearer).json() as? [[String: Any]])
        let id = try #require(listed.first?["id"] as? String)
        try TestPostgres.psql(url, TestPostgres.logWriters)

        let edited = try server.client.json(
            "PUT", "/api/attractions/\(id)",
            ["name": "Changed", "type": "", "inside": false, "description": "", "website": "", "version": 1],
            headers: bearer)

        #expect(edited.status == 200, "\(edited.text)")
        #expect(try TestPostgres.writers(url) == "1:attraction_edits,attractions")
        #expect(server.stop() == 0)
    }
}

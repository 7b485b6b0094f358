import Foundation
import Testing

/// The CLI stores a website typed as a bare domain with https://, through options and the editor
/// session alike, and refuses other schemes with exit 65.
@Suite(.serialized)
struct AttractionWebsiteAcceptanceTests {
    private func website(_ cli: OutingsBinary, _ id: String) throws -> String? {
        (try cli.run(["attractions", "show", id, "--json"]).json() as? [String: Any])?["website"] as? String
    }

    @Test func aBareDomainIsStoredAsHTTPSByAddEditAndTheEditor() throws {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Parks", "--website", "fcgov.com", "--json"])
        #expect(added.status == 0)
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        #expect(try website(cli, id) == "https://fcgov.com")

        #expect(
            try cli.run(["attractions", "edit", id, "--website", " WWW.fcgov.com:443/parks "]).status == 0)
        #expect(try website(cli, id) == "https://WWW.fcgov.com:443/parks")

        let session = try cli.run(
            ["attractions", "edit", id], stdin: "set website fcmod.org/visit?x=1\nsave\n")
        #expect(session.status == 0)
        #expect(try website(cli, id) == "https://fcmod.org/visit?x=1")

        for refused in ["ftp://fcgov.com", "javascript:alert(1)", "fcgov.com/a b"] {
            let edit = try cli.run(["attractions", "edit", id, "--website", refused])
            #expect(edit.status == 65, "\(refused)")
            #expect(edit.stderr.contains("website must be empty or an http(s) URL"), "\(refused)")
        }
        #expect(try website(cli, id) == "https://fcmod.org/visit?x=1")
    }
}

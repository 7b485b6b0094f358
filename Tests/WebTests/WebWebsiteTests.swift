import Foundation
import Testing

/// One rule for a website typed as a bare domain, whichever way it arrives: the form, the JSON
/// API and the CLI all store https://; other schemes and text with spaces are refused.
@Suite(.serialized) struct WebWebsiteTests {
    @Test func theFormTheAPIAndTheCLIStoreABareDomainAsHTTPS() throws {
        let guide = try WebGuide()
        var form = try PageForm(guide.client.get("/attractions/new").text)
        form["inside"] = "outside"
        form["name"] = "Form"
        form["website"] = "  www.fcgov.com/parks "
        #expect(try guide.client.form("/attractions/new", form.submitting("save")).status == 303)
        #expect(try guide.attractions().last?["website"] as? String == "https://www.fcgov.com/parks")

        let cases = [
            ("fcgov.com", "https://fcgov.com"),
            ("FCGOV.COM:8080/Parks?x=1", "https://FCGOV.COM:8080/Parks?x=1"),
            (" fcgov.com\t", "https://fcgov.com"), ("http://fcgov.com", "http://fcgov.com"),
        ]
        for (typed, stored) in cases {
            let added = try guide.client.json("POST", "/api/attractions", ["name": "API", "website": typed])
            #expect(added.status == 201, "\(typed)")
            #expect((try added.json() as? [String: Any])?["website"] as? String == stored, "\(typed)")
        }

        let store = "sqlite:\(guide.storePath)"
        let cli = try WebServerProcess.cliOutput(
            ["--store", store, "attractions", "add", "--name", "CLI", "--website", "fcgov.com", "--json"],
            home: guide.home)
        #expect(cli.status == 0)
        let id = try #require(
            (try JSONSerialization.jsonObject(with: cli.stdout) as? [String: Any])?["id"] as? String)
        let shown = try WebServerProcess.cliOutput(
            ["--store", store, "attractions", "show", id, "--json"], home: guide.home)
        #expect(
            (try JSONSerialization.jsonObject(with: shown.stdout) as? [String: Any])?["website"] as? String
                == "https://fcgov.com")
    }

    @Test func otherAddressesAreRefusedEverywhereAndNothingIsStored() throws {
        let guide = try WebGuide()
        let store = "sqlite:\(guide.storePath)"
        for typed in [
            "ftp://fcgov.com", "javascript:alert(1)", "mailto:parks@fcgov.com", "not a url", "fcgov .com",
        ] {
            let api = try guide.client.json("POST", "/api/attractions", ["name": "n", "website": typed])
            #expect(api.status == 422, "\(typed)")
            var form = try PageForm(guide.client.get("/attractions/new").text)
            form["inside"] = "outside"
            form["name"] = "n"
            form["website"] = typed
            #expect(
                try guide.client.form("/attractions/new", form.submitting("save")).status == 422, "\(typed)")
            let cli = try WebServerProcess.cliOutput(
                ["--store", store, "attractions", "add", "--name", "n", "--website", typed], home: guide.home)
            #expect(cli.status == 65, "\(typed)")
        }
        #expect(try guide.attractions().count == 12)
    }
}

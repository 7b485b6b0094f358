import Foundation
import TestSupport
import Testing

/// `/household`: owners and editors add and remove children and places, viewers read them; a
/// refused form says why, keeps what was typed and stores nothing; the CLI reads what the page wrote.
@Suite struct WebHouseholdTests {
    @Test func anEditorAddsAndAViewerReadsWithoutForms() throws {
        let guide = try WebGuide(environment: ["OUTINGS_TIMEZONE": "UTC"], members: WebGuide.household)
        let eddie = try guide.cookie("eddie")
        let vic = try guide.cookie("vic")

        let child = try guide.post(
            "/household/children", [("name", "Grandma's <b>Ana</b>"), ("born", "2022-05-14")], cookie: eddie)
        let place = try guide.post(
            "/household/places",
            [
                ("name", "Home"), ("location", "https://www.openstreetmap.org/?mlat=40.5853&mlon=-105.0844"),
                ("address", "12 Elm St"),
            ],
            cookie: eddie)
        let plain = try guide.post(
            "/household/places", [("name", "Park"), ("location", "40.6,-105.1")], cookie: eddie)
        let viewerTries = try guide.post(
            "/household/children", [("name", "Ben"), ("born", "2020-01-01")], cookie: vic)
        let vicsPage = try guide.client.get("/household", headers: ["Cookie": vic]).text

        #expect(child.status == 303 && child.headers["location"] == "/household", "\(child.text)")
        #expect(plain.status == 303, "\(plain.text)")
        #expect(viewerTries.status == 403)
        #expect(
            vicsPage.contains("Grandma&#39;s &lt;b&gt;Ana&lt;/b&gt;")
                || vicsPage.contains("Grandma&#x27;s &lt;b&gt;Ana&lt;/b&gt;"))
        #expect(!vicsPage.contains("<b>Ana</b>"))
        #expect(vicsPage.contains("14 May 2022"), "\(vicsPage)")
        #expect(!vicsPage.contains("action=\"/household/children\""), "a viewer gets no forms")
        #expect(vicsPage.contains("Park"))
        // The CLI reads what the page wrote, the same JSON the API answers.
        let cli = try WebServerProcess.cliOutput(
            ["--store", "sqlite:\(guide.storePath)", "household", "--json"], home: guide.home,
            environment: ["OUTINGS_TIMEZONE": "UTC"])
        let api = try guide.client.get("/api/household", headers: ["Cookie": vic])
        let fromCLI = try #require(try JSONSerialization.jsonObject(with: cli.stdout) as? [String: Any])
        let fromAPI = try #require(
            try JSONSerialization.jsonObject(with: Data(api.text.utf8)) as? [String: Any])
        #expect(NSDictionary(dictionary: fromCLI).isEqual(to: fromAPI))
        let children = try #require(fromCLI["children"] as? [[String: Any]])
        #expect(children.first?["born"] as? String == "2022-05-14")
        let places = try #require(fromCLI["places"] as? [[String: Any]])
        #expect(places.map { $0["name"] as? String } == ["Home", "Park"], "\(place.text)")
        #expect(places.first?["latitude"] as? Double == 40.5853)

        let removed = try guide.post("/household/places/remove", [("name", "home")], cookie: eddie)
        #expect(removed.status == 303)
        #expect(!(try guide.client.get("/household", headers: ["Cookie": vic]).text.contains("12 Elm St")))
    }

    @Test func aRefusedFormSaysWhyKeepsWhatWasTypedAndStoresNothing() throws {
        let guide = try WebGuide(members: WebGuide.household)
        let ada = try guide.cookie("ada")
        #expect(
            try guide.post("/household/children", [("name", "Ana"), ("born", "2022-05-14")], cookie: ada)
                .status == 303)

        let twice = try guide.post(
            "/household/children", [("name", "ANA"), ("born", "2021-01-01")], cookie: ada)
        let future = try guide.post(
            "/household/children", [("name", "Ben"), ("born", "2999-01-01")], cookie: ada)
        let nowhere = try guide.post(
            "/household/places", [("name", "Home"), ("location", "my house"), ("address", "12 Elm St")],
            cookie: ada)
        let missing = try guide.post("/household/children/remove", [("name", "Cleo")], cookie: ada)

        #expect(twice.status == 409)
        #expect(twice.text.contains("already has a child named"), "\(twice.text)")
        #expect(future.status == 422)
        #expect(future.text.contains("value=\"Ben\"") && future.text.contains("value=\"2999-01-01\""))
        #expect(nowhere.status == 422)
        #expect(nowhere.text.contains("value=\"my house\"") && nowhere.text.contains("value=\"12 Elm St\""))
        #expect(missing.status == 404)
        let rows = try SQLiteShell.run(
            guide.storePath, "SELECT name FROM household_children; SELECT count(*) FROM household_places")
        #expect(rows == "Ana\n0\n")
    }
}

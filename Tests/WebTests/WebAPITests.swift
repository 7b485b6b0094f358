import Foundation
import Testing

/// The JSON API: routes, statuses, the CLI's keys, and one-line errors.
@Suite(.serialized) struct WebAPITests {
    @Test func readRoutesUseTheCLIKeys() throws {
        let guide = try WebGuide()
        let places = try #require(try guide.client.get("/api/places").json() as? [[String: Any]])
        #expect(places.count == 4)
        #expect(Set(places[0].keys) == ["id", "name", "title", "subtitle", "country"])
        let photos = try #require(
            try guide.client.get("/api/places/\(WebGuide.paris)/photos?limit=3").json() as? [[String: Any]])
        #expect(photos.count == 3)
        #expect(Set(photos[0].keys) == ["id", "title", "subtitle", "owner", "placeID", "url", "pageURL"])
        let photo = try guide.client.get("/api/photos/\(WebGuide.eiffel)")
        #expect(photo.status == 200)
        #expect(photo.headers["content-type"] == "application/json")
        WebPageTests.expectSecurityHeaders(photo, "/api/photos")
        #expect((try photo.json() as? [String: Any])?["title"] as? String == "Eiffel Tower from Trocadéro")
        // Reading a photo records nothing.
        #expect((try guide.client.get("/api/recents").json() as? [Any])?.isEmpty == true)
        let attractions = try guide.attractions()
        #expect(attractions.count == 12)
        #expect(
            Set(attractions[0].keys) == [
                "id", "name", "type", "inside", "description", "website", "ages", "cost", "hours", "address",
                "latitude", "longitude", "tags", "position", "version",
            ])
        let id = try #require(attractions[0]["id"] as? String)
        #expect(
            (try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])?["position"] as? Int
                == 1)
    }

    @Test func recordingARecentReturnsThePhoto() throws {
        let guide = try WebGuide()
        let recorded = try guide.client.json("POST", "/api/recents", ["id": WebGuide.eiffel])
        #expect(recorded.status == 200)
        #expect((try recorded.json() as? [String: Any])?["id"] as? String == WebGuide.eiffel)
        let recents = try guide.client.get("/api/recents").json() as? [[String: Any]]
        #expect(recents?.map { $0["id"] as? String } == [WebGuide.eiffel])
        #expect(try guide.client.json("POST", "/api/recents", ["id": "none"]).status == 404)
        #expect(try guide.client.json("POST", "/api/recents", ["id": 5]).status == 400)
    }

    /// A PUT carries every free-text field that is no choice, and the setting; without one it is
    /// 400 naming the key, and nothing is written.
    @Test(arguments: ["name", "type", "inside", "description", "website"])
    func aReplaceWithoutAFieldIsRefusedNamingIt(key: String) throws {
        let guide = try WebGuide()
        let added = try guide.client.json("POST", "/api/attractions", ["name": "Zoo"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        var fields: [String: Any] = [
            "name": "City Zoo", "type": "animals", "inside": true, "description": "d", "website": "",
            "version": 1,
        ]
        fields[key] = nil

        let refused = try guide.client.json("PUT", "/api/attractions/\(id)", fields)

        #expect(refused.status == 400)
        #expect((try refused.json() as? [String: Any])?["error"] as? String == "\"\(key)\" is required")
        let read = try #require(try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])
        #expect(read["version"] as? Int == 1)
    }

    @Test func attractionsAddReplaceMoveAndDelete() throws {
        let guide = try WebGuide()
        let added = try guide.client.json(
            "POST", "/api/attractions", ["name": " Zoo ", "inside": false, "website": "https://zoo.example"])
        #expect(added.status == 201)
        let zoo = try #require(try added.json() as? [String: Any])
        let id = try #require(zoo["id"] as? String)
        #expect(zoo["name"] as? String == "Zoo")
        #expect(zoo["position"] as? Int == 13)
        #expect(zoo["version"] as? Int == 1)
        #expect(added.headers["location"] == "/api/attractions/\(id)")

        let fields: [String: Any] = [
            "name": "City Zoo", "type": "animals", "inside": true, "description": "d", "website": "",
        ]
        let replaced = try guide.client.json(
            "PUT", "/api/attractions/\(id)", fields.merging(["version": 1]) { $1 })
        #expect(replaced.status == 200)
        #expect((try replaced.json() as? [String: Any])?["version"] as? Int == 2)
        // The same PUT again (a retry after a lost answer) asks for nothing new: 200, no write.
        let retried = try guide.client.json(
            "PUT", "/api/attractions/\(id)", fields.merging(["version": 1]) { $1 })
        #expect(retried.status == 200)
        #expect((try retried.json() as? [String: Any])?["version"] as? Int == 2)
        let stale = try guide.client.json(
            "PUT", "/api/attractions/\(id)", fields.merging(["version": 1, "description": "other"]) { $1 })
        #expect(stale.status == 409)
        let conflict = try #require(try stale.json() as? [String: Any])
        #expect(Set(conflict.keys) == ["error", "current"])
        #expect((conflict["error"] as? String)?.contains("changed or removed") == true)
        let current = try #require(conflict["current"] as? [String: Any])
        let read = try #require(try guide.client.get("/api/attractions/\(id)").json() as? [String: Any])
        // Same shape and values as GET /api/attractions/ID (compared as canonical JSON).
        #expect(
            try JSONSerialization.data(withJSONObject: current, options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: read, options: .sortedKeys))
        #expect(current["name"] as? String == "City Zoo")
        #expect(current["version"] as? Int == 2)
        let partial = try guide.client.json("PUT", "/api/attractions/\(id)", ["name": "x", "version": 2])
        #expect(partial.status == 400)
        let invalid = try guide.client.json(
            "PUT", "/api/attractions/\(id)", fields.merging(["version": 2, "website": "ftp://x"]) { $1 })
        #expect(invalid.status == 422)
        #expect(try guide.client.json("POST", "/api/attractions", ["name": "  "]).status == 422)

        let moved = try guide.client.json("POST", "/api/attractions/\(id)/move", ["position": 1])
        #expect(moved.status == 200)
        #expect((try moved.json() as? [String: Any])?["position"] as? Int == 1)
        #expect(try guide.client.json("POST", "/api/attractions/\(id)/move", ["position": 99]).status == 422)

        let deleted = try guide.client.send("DELETE", "/api/attractions/\(id)")
        #expect(deleted.status == 204)
        #expect(deleted.body.isEmpty)
        #expect(try guide.client.send("DELETE", "/api/attractions/\(id)").status == 404)
        #expect(try guide.client.get("/api/attractions/\(id)").status == 404)
        // Removed since the client read it: a conflict, as the form and the editor say, with
        // "current" null.
        let removed = try guide.client.json(
            "PUT", "/api/attractions/\(id)", fields.merging(["version": 2]) { $1 })
        #expect(removed.status == 409)
        let body = try #require(try removed.json() as? [String: Any])
        #expect(body["current"] is NSNull)
        #expect((body["error"] as? String)?.contains("removed") == true)
    }

    @Test func errorsAreOneLineJSONWithTheirStatus() throws {
        let guide = try WebGuide()
        let cases: [(RawHTTPClient.Response, Int)] = [
            (try guide.client.get("/api/nothing"), 404),
            (try guide.client.get("/api/photos/none"), 404),
            (try guide.client.get("/api/places/nowhere/photos"), 404),
            (try guide.client.get("/api/places/\(WebGuide.paris)/photos?limit=-1"), 400),
            (try guide.client.send("DELETE", "/api/places"), 405),
            (
                try guide.client.send(
                    "POST", "/api/attractions", headers: ["Content-Type": "text/plain"], body: Data("{}".utf8)
                ), 415
            ),
            (
                try guide.client.send(
                    "POST", "/api/attractions", headers: ["Content-Type": "application/json"],
                    body: Data("{".utf8)), 400
            ),
            (
                try guide.client.send(
                    "POST", "/api/attractions", headers: ["Content-Type": "application/json"],
                    body: Data("[1]".utf8)), 400
            ),
            (try guide.client.json("POST", "/api/attractions", ["name": "a", "inside": 1]), 400),
            (
                try guide.client.send(
                    "POST", "/api/attractions", headers: ["Content-Type": "application/json"],
                    body: Data(repeating: 0x20, count: (1 << 20) + 1)), 413
            ),
        ]
        for (response, status) in cases {
            #expect(response.status == status)
            #expect(response.headers["content-type"] == "application/json")
            let error = (try? response.json() as? [String: String])?["error"]
            #expect(error?.isEmpty == false, "\(response.text)")
            #expect(error?.contains("\n") == false)
            #expect(response.text.split(separator: "\n").count == 1)
            WebPageTests.expectSecurityHeaders(response, "\(status)")
        }
        #expect(cases[4].0.headers["allow"] == "GET, HEAD")
    }

    @Test func anInvalidEditListsEveryProblemByFieldAndWritesNothing() throws {
        let guide = try WebGuide()
        let before = try guide.client.get("/api/attractions").text

        let refused = try guide.client.json(
            "POST", "/api/attractions", ["name": " ", "website": "ftp://x"])

        #expect(refused.status == 422)
        let body = try #require(try refused.json() as? [String: Any])
        let problems = try #require(body["problems"] as? [[String: String]])
        let website = #"website must be empty or an http(s) URL, not "ftp://x""#
        #expect(
            problems == [
                ["field": "name", "message": "name is required"], ["field": "website", "message": website],
            ])
        #expect(body["error"] as? String == "cannot save: name is required; \(website)")
        #expect(try guide.client.get("/api/attractions").text == before)

        // A refusal that is not about the fields has no list.
        let id = "no-such-attraction"
        let missing = try guide.client.json("POST", "/api/attractions/\(id)/move", ["position": 1])
        #expect(missing.status == 404)
        #expect((try missing.json() as? [String: Any])?.keys.sorted() == ["error"])
    }
}

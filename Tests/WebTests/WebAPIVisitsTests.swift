import Foundation
import TestSupport
import Testing

/// One attraction from the API (GET, and what POST, PUT and move return) is the object
/// `outings attractions show --json` gives for the same store and member: the attraction's keys
/// with the asker's own `visited`, `rating` and `note`, or the household's in a guide without
/// members. A body that names a key twice is refused, naming the key, and changes nothing.
@Suite struct WebAPIVisitsTests {
    private static let id = "6f1d2c3a-0001-4d6b-9a51-0a1f2e3d4c01"

    /// nil: a guide without members, where the household asks; else the member who asks (an
    /// editor, so the writes are allowed), in a guide where another member has records too.
    @Test(arguments: [nil, "eddie"] as [String?])
    func oneAttractionIsWhatTheCLIShowsForTheSameMember(member: String?) throws {
        let guide = try WebGuide(members: member == nil ? [] : WebGuide.household)
        try record(guide, as: member, on: "2026-01-02", rating: "4", note: "bring \"boots\" é")
        if member != nil { try record(guide, as: "ada", on: "2025-05-05", rating: "1", note: "ada's own") }
        let headers = try member.map { ["Authorization": "Bearer \(try guide.apiToken($0))"] } ?? [:]

        let read = try object(guide.client.get("/api/attractions/\(Self.id)", headers: headers))
        try expectSame(read, show(guide, Self.id, as: member))
        // Checked against the values recorded above, not only against the CLI.
        #expect(read["visited"] as? [String] == ["2026-01-02"])
        #expect(read["rating"] as? Int == 4)
        #expect(read["note"] as? String == "bring \"boots\" é")

        var fields: [String: Any] = [
            "name": "Lakeside", "type": "park", "inside": false, "description": "d", "website": "",
        ]
        fields["version"] = read["version"]
        let replaced = try object(
            guide.client.json("PUT", "/api/attractions/\(Self.id)", fields, headers: headers))
        try expectSame(replaced, show(guide, Self.id, as: member))
        #expect(replaced["name"] as? String == "Lakeside")

        let moved = try object(
            guide.client.json("POST", "/api/attractions/\(Self.id)/move", ["position": 3], headers: headers))
        try expectSame(moved, show(guide, Self.id, as: member))
        #expect(moved["position"] as? Int == 3)

        let added = try guide.client.json("POST", "/api/attractions", ["name": "Zoo"], headers: headers)
        #expect(added.status == 201)
        let zoo = try object(added)
        try expectSame(zoo, show(guide, try #require(zoo["id"] as? String), as: member))
        #expect(zoo["visited"] as? [String] == [])
        #expect(zoo["rating"] is NSNull)
        #expect(zoo["note"] is NSNull)
    }

    /// A key twice in one object, at any depth, spelled alike or through an escape.
    @Test(arguments: [
        ("POST", "/api/attractions", #"{"name": "A", "name": "B"}"#, "name"),
        ("POST", "/api/attractions", #"{"name": "A", "n\u0061me": "B"}"#, "name"),
        ("POST", "/api/attractions", #"{"name": "A", "extra": [{"k": 1, "k": 2}]}"#, "k"),
        (
            "PUT", "/api/attractions/\(Self.id)",
            Self.replacement(#""version": 1, "website": "", "website": "https://x.example""#), "website"
        ),
        (
            "PUT", "/api/attractions/\(Self.id)",
            Self.replacement(#""website": "", "version": 1, "version": 1"#), "version"
        ),
        ("POST", "/api/attractions/\(Self.id)/move", #"{"position": 2, "position": 3}"#, "position"),
        ("POST", "/api/recents", #"{"id": "53300744203", "id": "53300744203"}"#, "id"),
    ])
    func aKeyGivenTwiceIsRefusedNamingItAndChangesNothing(
        method: String, path: String, body: String, key: String
    ) throws {
        let guide = try WebGuide()
        let before = try [guide.client.get("/api/attractions").text, guide.client.get("/api/recents").text]

        let refused = try guide.client.send(
            method, path, headers: ["Content-Type": "application/json"], body: Data(body.utf8))

        #expect(refused.status == 400)
        #expect(
            (try refused.json() as? [String: Any])?["error"] as? String
                == "the key \"\(key)\" is given twice; give each key once")
        #expect(
            try [guide.client.get("/api/attractions").text, guide.client.get("/api/recents").text] == before)
    }

    /// The same key in two objects, or a value twice in an array, is no key given twice.
    @Test func theSameKeyInTwoObjectsIsAccepted() throws {
        let guide = try WebGuide()
        let body = #"{"name": "A", "tags": ["x", "x"], "extra": {"name": "B", "inner": {"name": "C"}}}"#
        let added = try guide.client.send(
            "POST", "/api/attractions", headers: ["Content-Type": "application/json"], body: Data(body.utf8))
        #expect(added.status == 201, "\(added.text)")
    }

    /// A PUT body with the fields a replacement needs before `more`.
    private static func replacement(_ more: String) -> String {
        #"{"name": "N", "type": "park", "inside": false, "description": "", \#(more)}"#
    }

    private func record(_ guide: WebGuide, as member: String?, on day: String, rating: String, note: String)
        throws
    {
        let acting = ["--store", "sqlite:\(guide.storePath)"] + (member.map { ["--member", $0] } ?? [])
        for command in [
            ["visited", Self.id, "--on", day], ["rate", Self.id, rating], ["note", Self.id, note],
        ] {
            #expect(try WebServerProcess.cli(acting + ["attractions"] + command, home: guide.home) == 0)
        }
    }

    /// `outings attractions show ID --json` as `member` (the household when nil).
    private func show(_ guide: WebGuide, _ id: String, as member: String?) throws -> [String: Any] {
        let acting = ["--store", "sqlite:\(guide.storePath)"] + (member.map { ["--member", $0] } ?? [])
        let output = try WebServerProcess.cliOutput(
            acting + ["attractions", "show", id, "--json"], home: guide.home)
        #expect(output.status == 0)
        return try #require(try JSONSerialization.jsonObject(with: output.stdout) as? [String: Any])
    }

    private func object(_ response: RawHTTPClient.Response) throws -> [String: Any] {
        #expect([200, 201].contains(response.status), "\(response.text)")
        return try #require(try response.json() as? [String: Any])
    }

    /// The same keys with the same values, compared as canonical JSON.
    private func expectSame(_ api: [String: Any], _ cli: [String: Any]) throws {
        #expect(Set(api.keys) == Set(cli.keys))
        #expect(Set(api.keys).isSuperset(of: ["visited", "rating", "note"]))
        #expect(
            try JSONSerialization.data(withJSONObject: api, options: .sortedKeys)
                == JSONSerialization.data(withJSONObject: cli, options: .sortedKeys),
            "\(api) \(cli)")
    }
}

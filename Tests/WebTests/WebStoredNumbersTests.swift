import Foundation
import TestSupport
import Testing

/// A store tampered at or past the numbers Outings writes (docs/stores.md, "Stored numbers"): every API write
/// that would compute with them answers 500 with one line, the store is unchanged (sqlite3's
/// dump), and the server keeps answering.
@Suite(.serialized) struct WebStoredNumbersTests {
    @Test func writesMeetingAKeyOrVersionPastTheRangeAnswerFiveHundredAndTheServerStaysUp() throws {
        let guide = try WebGuide()
        let ids = try guide.attractions().compactMap { $0["id"] as? String }
        try #require(ids.count == 12)
        let (first, last) = (ids[0], ids[11])
        try SQLiteShell.run(
            guide.storePath,
            """
            UPDATE attractions SET order_key = 9223372036854774807 WHERE id = '\(last)';
            UPDATE attractions SET version = 2147483647 WHERE id = '\(first)'
            """)
        let before = try SQLiteShell.run(guide.storePath, ".dump")

        let responses = [
            try guide.client.json("POST", "/api/attractions", ["name": "Zoo"]),
            try guide.client.json("POST", "/api/attractions/\(ids[1])/move", ["position": 12]),
            try guide.client.json("POST", "/api/attractions/\(ids[1])/move", ["position": 11]),
            try guide.client.json(
                "PUT", "/api/attractions/\(first)",
                [
                    "name": "Edited", "type": "", "inside": false, "description": "", "website": "",
                    "version": 2_147_483_647,
                ]),
        ]

        for response in responses {
            #expect(response.status == 500)
            let error = (try response.json() as? [String: Any])?["error"] as? String ?? ""
            #expect(error.hasPrefix("store is corrupt or not an Outings store: "), "\(error)")
            #expect(!error.contains("\n"))
        }
        #expect(guide.server.process.isRunning)
        #expect(try guide.client.get("/api/attractions").status == 200)
        #expect(try SQLiteShell.run(guide.storePath, ".dump") == before)
    }
}

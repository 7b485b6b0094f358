import Foundation
import Testing

/// Several real `outings` processes sharing one store at once.
@Suite(.serialized)
struct ConcurrencyAcceptanceTests {
    @Test(arguments: SharedStore.allCases)
    func eightProcessesAddingFiftyAttractionsEachLeaveExactlyFourHundred(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)

        let results = try cli.runConcurrently(
            8, script: #"for i in $(seq 50); do "$OUTINGS" attractions add --name "w$W-$i" || exit 1; done"#,
            environment: ["OUTINGS_STORE": store])

        #expect(results.allSatisfy { $0.0 == 0 }, "\(results.map(\.1))")
        let list = try #require(
            try cli.run(["attractions", "list", "--json"], environment: ["OUTINGS_STORE": store]).json()
                as? [[String: Any]])
        #expect(list.count == 400)
        #expect(Set(list.compactMap { $0["name"] as? String }).count == 400)
        #expect(list.compactMap { $0["position"] as? Int } == Array(1...400))
    }

    @Test(arguments: SharedStore.allCases)
    func eightProcessesShowingThirtyPhotosEachLoseNoneOfTheLastTwenty(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let photos = (1...8).flatMap { worker in
            (1...30).map { #"{"id":"w\#(worker)-\#($0)","place_id":"p"}"# }
        }
        let imported = try cli.run(
            ["photos", "import", "-"], stdin: "[\(photos.joined(separator: ","))]",
            environment: ["OUTINGS_STORE": store])
        #expect(imported.status == 0)

        let results = try cli.runConcurrently(
            8, script: #"for i in $(seq 30); do "$OUTINGS" photos show "w$W-$i" || exit 1; done"#,
            environment: ["OUTINGS_STORE": store])

        #expect(results.allSatisfy { $0.0 == 0 }, "\(results.map(\.1))")
        let recents = try #require(
            try cli.run(["recents", "--json"], environment: ["OUTINGS_STORE": store]).json()
                as? [[String: Any]])
        let ids = recents.compactMap { $0["id"] as? String }
        #expect(ids.count == 20)
        #expect(Set(ids).count == 20)
        // The recents are the last 20 shows in commit order, so each worker's entries must be its
        // newest shows, 30, 29, ... with no gap: a lost update would leave a hole or an old id.
        for worker in 1...8 {
            let mine = ids.filter { $0.hasPrefix("w\(worker)-") }
            #expect(mine == (0..<mine.count).map { "w\(worker)-\(30 - $0)" })
        }
    }

    @Test(arguments: SharedStore.allCases)
    func twoEditSessionsOnOneAttractionEndInOneSaveAndOneConflict(backend: SharedStore) throws {
        let cli = try OutingsBinary()
        let store = try backend.url(home: cli.home)
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--json", "--store", store])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)

        let first = try InteractiveRun(["attractions", "edit", id, "--store", store], home: cli.home)
        let second = try InteractiveRun(["attractions", "edit", id, "--store", store], home: cli.home)
        for session in [first, second] {
            session.send("show")
            _ = session.awaitOutput()  // both sessions have now read version 1
        }
        second.send("set name Second")
        second.send("save")
        let secondResult = try second.finish()
        first.send("set name First")
        first.send("save")
        let firstResult = try first.finish()

        #expect(secondResult.status == 0)
        #expect(firstResult.status == 75)
        #expect(firstResult.stderr.contains("changed or removed by someone else"))
        let shown = try #require(
            try cli.run(["attractions", "show", id, "--json", "--store", store]).json() as? [String: Any])
        #expect(shown["name"] as? String == "Second")
        #expect(shown["version"] as? Int == 2)
    }

    @Test func savingAnEditOfARemovedAttractionIsAConflictAndDoesNotReAddIt() throws {
        let cli = try OutingsBinary()
        let added = try cli.run(["attractions", "add", "--name", "Zoo", "--json"])
        let id = try #require((try added.json() as? [String: Any])?["id"] as? String)
        let session = try InteractiveRun(["attractions", "edit", id], home: cli.home)
        session.send("show")
        _ = session.awaitOutput()

        try cli.run(["attractions", "remove", id, "--yes"])
        session.send("set name Back from the dead")
        session.send("save")
        let result = try session.finish()

        #expect(result.status == 75)
        #expect(try cli.run(["attractions", "list"]).stdout.hasPrefix("No attractions yet."))
    }
}

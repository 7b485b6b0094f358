import Domain
import Foundation
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// Rule: a PostgreSQL store survives the server ending its session (a restart, an administrator's
/// pg_terminate_backend): the next call opens the connection again and works. A session ended
/// inside a transaction is `StoreError.unreachable` (exit 69, HTTP 503), and the transaction's
/// writes are all absent.
struct PostgresReconnectTests {
    /// The first call after the session ended, one for each way a call reaches the server.
    enum FirstCall: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case read
        case snapshotRead
        case transactionWrite
        case singleStatementWrite
        case recentsWrite

        var testDescription: String { rawValue }

        /// Makes the call; returns the attraction names psql must then see.
        func make(on store: PostgresStore, zoo: Attraction) throws -> String {
            switch self {
            case .read:
                #expect(try store.attractions().map(\.name) == ["Zoo"])
            case .snapshotRead:
                #expect(try store.guide().attractions.map(\.name) == ["Zoo"])
            case .transactionWrite:
                try store.add(Attraction(id: "museum", name: "Museum"))
                return "Museum,Zoo"
            case .singleStatementWrite:
                var edited = zoo
                edited.name = "City Zoo"
                try store.replace(edited)
                return "City Zoo"
            case .recentsWrite:
                try store.updateRecents { _ in [Photo(id: "p1")] }
                #expect(try store.recents().map(\.id) == ["p1"])
            }
            return "Zoo"
        }
    }

    @Test(arguments: FirstCall.allCases)
    func aStoreKeepsWorkingAfterTheServerEndsItsSession(_ call: FirstCall) throws {
        let url = try PostgresSession.createDatabase()
        let store = try PostgresStore(url: url)
        let zoo = try store.add(Attraction(id: "zoo", name: "Zoo"))

        try PostgresSession.endSessions(of: url)
        let expected = try call.make(on: store, zoo: zoo)

        #expect(
            try PostgresSession.query(url, "SELECT string_agg(name, ',' ORDER BY name) FROM attractions")
                == expected)
        // And the session is set up as a new one is (lock_timeout is one of its settings).
        #expect(try store.attractions().count == expected.split(separator: ",").count)
    }

    @Test func aSessionEndedInsideATransactionIsUnreachableAndWritesNothing() throws {
        let url = try PostgresSession.createDatabase()
        let store = try PostgresStore(url: url)
        let place = Place(id: "pl1", name: "Paris, France")

        #expect {
            try store.saveStreaming { write in
                try write([place], [Photo(id: "p1", placeID: "pl1")])
                try PostgresSession.endSessions(of: url)
                try write([], [Photo(id: "p2", placeID: "pl1")])
            }
        } throws: { error in
            guard case .unreachable(let detail) = error as? StoreError else { return false }
            return detail.contains("inside a transaction") && detail.contains("nothing was changed")
        }
        #expect(try PostgresSession.query(url, "SELECT count(*) FROM photos") == "0")
        #expect(try PostgresSession.query(url, "SELECT count(*) FROM places") == "0")

        // The next call opens the connection again.
        try store.save(places: [place], photos: [Photo(id: "p3", placeID: "pl1")])
        #expect(try PostgresSession.query(url, "SELECT string_agg(id, ',') FROM photos") == "p3")
    }

    @Test func aStoreWaitsOutARestartAndReportsAServerThatStaysDownAsUnreachable() throws {
        let server = try PrivatePostgresServer()
        let store = try PostgresStore(url: server.url)
        try store.add(Attraction(id: "zoo", name: "Zoo"))

        try server.restart()
        #expect(try store.attractions().map(\.name) == ["Zoo"])

        try server.stop()
        let started = ContinuousClock.now
        #expect {
            try store.add(Attraction(id: "museum", name: "Museum"))
        } throws: { error in
            guard case .unreachable(let detail) = error as? StoreError else { return false }
            return detail.contains("attempts to open it again failed")
        }
        // A few attempts within about 1.5 s, not libpq's 10 s connect timeout each: a generous bound.
        #expect(ContinuousClock.now - started < .seconds(8))

        try server.start()
        try store.add(Attraction(id: "museum", name: "Museum"))
        #expect(
            try PostgresSession.query(
                server.url, "SELECT string_agg(name, ',' ORDER BY name) FROM attractions")
                == "Museum,Zoo")
    }

    /// A COMMIT whose answer is lost may or may not have been applied; the transaction is never
    /// run again (it could be applied twice). The store asks the server what became of it.
    @Test(arguments: [
        RoundTripCountingProxy.CommitCut.beforeTheServerGetsIt, .afterTheServerCommits,
    ])
    func aCommitWhoseAnswerIsLostIsAppliedOnceAndReportedAsItEnded(_ cut: RoundTripCountingProxy.CommitCut)
        throws
    {
        let direct = try TestPostgres.freshDatabaseURL()
        let proxy = try RoundTripCountingProxy(
            upstreamPort: UInt16(try #require(URLComponents(string: direct)?.port)))
        defer { proxy.stop() }
        let store = try PostgresStore(url: proxy.url(for: direct))
        try store.add(Attraction(id: "zoo", name: "Zoo"))

        proxy.cutAtNextCommit(cut)
        let adding = Result { try store.add(Attraction(id: "museum", name: "Museum")) }

        switch cut {
        case .beforeTheServerGetsIt:
            #expect {
                try adding.get()
            } throws: { error in
                guard case .unreachable(let detail) = error as? StoreError else { return false }
                return detail.contains("rolled the transaction back, so nothing was changed")
            }
            #expect(
                try PostgresSession.query(direct, "SELECT string_agg(id, ',' ORDER BY id) FROM attractions")
                    == "zoo")
        case .afterTheServerCommits:
            #expect(try adding.get().position == 2)
            #expect(
                try PostgresSession.query(direct, "SELECT string_agg(id, ',' ORDER BY id) FROM attractions")
                    == "museum,zoo")
        }
        // Either way the store goes on, and nothing was added twice.
        try store.add(Attraction(id: "park", name: "Park"))
        #expect(
            try store.attractions().map(\.id)
                == (cut == .beforeTheServerGetsIt ? ["zoo", "park"] : ["zoo", "museum", "park"]))
    }

    /// A server that accepts connections and never answers makes each attempt wait its whole
    /// connect_timeout (2 s here): attempts stop once 2 s have passed since the first, so the
    /// call ends after one or two of them, not five.
    @Test func attemptsToReopenStopWithinTheirWindowWhenEachOneHangs() throws {
        let direct = try TestPostgres.freshDatabaseURL()
        let proxy = try RoundTripCountingProxy(
            upstreamPort: UInt16(try #require(URLComponents(string: direct)?.port)))
        defer { proxy.stop() }
        let store = try PostgresStore(url: proxy.url(for: direct) + "?connect_timeout=2")
        try store.add(Attraction(id: "zoo", name: "Zoo"))

        proxy.goSilent()
        let started = ContinuousClock.now
        #expect {
            try store.attractions()
        } throws: { error in
            guard case .unreachable(let detail) = error as? StoreError else { return false }
            return detail.contains("attempts to open it again failed")
        }
        let elapsed = ContinuousClock.now - started

        // Five attempts would take 10 s; one or two take 2 to 4 s.
        #expect(elapsed >= .seconds(2))
        #expect(elapsed < .seconds(7), "\(elapsed)")
    }
}

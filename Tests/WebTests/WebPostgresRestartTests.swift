import Foundation
import TestSupport
import Testing

/// Rule: outings-web survives its PostgreSQL server ending every session (a restart, an
/// administrator's pg_terminate_backend): the next request is answered from new connections,
/// without restarting outings-web.
struct WebPostgresRestartTests {
    /// Enough requests at once to open every connection of the pool (8 workers).
    static let parallel = 8

    /// The statuses of `parallel` requests for the attractions sent at once.
    static func statusesOfParallelRequests(_ server: WebServerProcess) -> [Int] {
        let lock = NSLock()
        nonisolated(unsafe) var statuses: [Int] = []
        DispatchQueue.concurrentPerform(iterations: parallel) { _ in
            let status = (try? server.client.get("/api/attractions").status) ?? 0
            lock.withLock { statuses.append(status) }
        }
        return statuses
    }

    @Test func theNextRequestsAfterTheServerEndsEverySessionAreAnswered() throws {
        let url = try TestPostgres.freshDatabaseURL()
        let server = try WebServerProcess(["--store", url])
        #expect(Self.statusesOfParallelRequests(server) == Array(repeating: 200, count: Self.parallel))
        let sessions = try PostgresSession.query(
            url,
            "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        )

        try PostgresSession.endSessions(of: url)

        #expect(Int(sessions) ?? 0 >= 1)
        let first = try server.client.get("/api/attractions")
        #expect(first.status == 200)
        #expect(Self.statusesOfParallelRequests(server) == Array(repeating: 200, count: Self.parallel))
        #expect(server.stop() == 0)
        // The server's farewell is read by nobody: libpq never prints it on standard error.
        #expect(!server.stderr.contains("terminating connection"), "\(server.stderr)")
    }

    @Test func theNextRequestAfterPgCtlRestartIsAnswered() throws {
        let postgres = try PrivatePostgresServer()
        let server = try WebServerProcess(["--store", postgres.url])
        #expect(try server.client.get("/api/attractions").status == 200)

        try postgres.restart()

        #expect(try server.client.get("/api/attractions").status == 200)
        #expect(Self.statusesOfParallelRequests(server) == Array(repeating: 200, count: Self.parallel))

        // A server that stays down is 503 (store unreachable), and outings-web keeps serving.
        try postgres.stop()
        #expect(try server.client.get("/api/attractions").status == 503)
        try postgres.start()
        #expect(try server.client.get("/api/attractions").status == 200)
        #expect(server.stop() == 0)
    }
}

import Foundation

/// psql sessions beside the store under test, run with an environment built from scratch (no
/// PG* variable of the caller's can change what they see or do).
public enum PostgresSession {
    /// Creates a database on the test server with the given `CREATE DATABASE` options (as
    /// `ENCODING 'LATIN1' ...`) and returns its URL.
    public static func createDatabase(_ options: String = "") throws -> String {
        let server = try TestPostgres.serverURL()
        let name = "outings_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        _ = try query(server, "CREATE DATABASE \(name) \(options)")
        guard var components = URLComponents(string: server) else { throw TestPostgres.NotConfigured() }
        components.path = "/" + name
        guard let url = components.string else { throw TestPostgres.NotConfigured() }
        return url
    }

    /// Runs SQL and returns the rows unaligned (`|` between columns), one line each. The session's
    /// client_encoding is UTF8, so text comes back as the database holds it.
    public static func query(_ url: String, _ sql: String) throws -> String {
        let finished = try FinishedProcess(
            running: psql(url, ["-A", "-t", "-c", "SET client_encoding = 'UTF8'", "-c", sql]))
        let text = finished.output
        guard finished.status == 0 else {
            throw TestPostgres.CommandFailed(
                description: "psql failed: \(String(decoding: finished.errors, as: UTF8.self))")
        }
        return String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Every table of the public schema with its rows, as text, to compare before and after.
    public static func contents(_ url: String) throws -> String {
        let tables = try query(
            url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename"
        ).split(separator: "\n")
        return try tables.map { table in
            "\(table): " + (try query(url, "SELECT t::text FROM \(table) t ORDER BY t::text"))
        }.joined(separator: "\n")
    }

    /// Ends every session of `url`'s database but the asking one, as a server's restart ends
    /// them all, and returns once the server has none left.
    public static func endSessions(of url: String) throws {
        let others = "FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()"
        _ = try query(url, "SELECT pg_terminate_backend(pid) \(others)")
        let deadline = Date().addingTimeInterval(30)
        while try query(url, "SELECT count(*) \(others)") != "0" {
            guard Date() < deadline else {
                throw TestPostgres.CommandFailed(description: "the sessions did not end")
            }
        }
    }

    static func psql(_ url: String, _ arguments: [String]) -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-v", "ON_ERROR_STOP=1", url] + arguments
        process.environment = [
            "HOME": FileManager.default.temporaryDirectory.path, "PGCONNECT_TIMEOUT": "10",
            "PATH": "/usr/bin:/bin",
        ]
        return process
    }
}

/// Another session holding locks in an open transaction (`BEGIN; statements...`) until released.
/// The transaction ends by itself after 60 s, so code that waits forever for the lock finishes
/// (and its test fails) instead of hanging the suite.
public final class LockHolder {
    private let process: Process
    private let url: String
    private let input = Pipe()
    private var released = false
    private var deadline: ProcessDeadline?

    /// Returns once every statement has run, so the locks are held.
    public init(_ url: String, holding statements: [String]) throws {
        self.url = url
        process = PostgresSession.psql(url, ["-A", "-t"])
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        deadline = ProcessDeadline(process)
        let script =
            ["BEGIN;"] + statements.map { $0 + ";" } + [
                #"\echo locked"#, "SELECT pg_sleep(60);", "ROLLBACK;",
            ]
        input.fileHandleForWriting.write(Data((script.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        // psql echoes "locked" only after the statements before it ran (each one waits for its lock).
        var seen = ""
        while !seen.contains("locked") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                release()
                throw TestPostgres.CommandFailed(description: "psql ended before holding the lock: \(seen)")
            }
            seen += String(decoding: chunk, as: UTF8.self)
        }
    }

    /// Ends the holding session: its psql process by pid, and its server backend (which would
    /// otherwise sleep on) through pg_terminate_backend.
    public func release() {
        guard !released else { return }
        released = true
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        deadline?.cancel()
        _ = try? PostgresSession.query(
            url,
            """
            SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid() AND query LIKE '%pg_sleep%'
            """)
    }

    deinit {
        release()
    }
}

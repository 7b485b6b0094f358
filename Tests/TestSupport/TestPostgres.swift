import Foundation

/// The throwaway server `Scripts/with-postgres` starts. Without it the PostgreSQL cases fail
/// loudly instead of being skipped.
public enum TestPostgres {
    public struct NotConfigured: Error, CustomStringConvertible {
        public var description: String {
            "OUTINGS_TEST_POSTGRES_URL is not set: run the tests with Scripts/test (or Scripts/with-postgres swift test)"
        }
    }

    public struct CommandFailed: Error, CustomStringConvertible {
        public let description: String
    }

    public static func serverURL() throws -> String {
        guard let url = ProcessInfo.processInfo.environment["OUTINGS_TEST_POSTGRES_URL"], !url.isEmpty else {
            throw NotConfigured()
        }
        return url
    }

    /// Creates an empty database on the test server and returns its URL.
    public static func freshDatabaseURL() throws -> String {
        let server = try serverURL()
        let name = "outings_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try psql(server, "CREATE DATABASE \(name)")
        guard var components = URLComponents(string: server) else { throw NotConfigured() }
        components.path = "/" + name
        return components.string ?? server
    }

    public static func psql(_ url: String, _ sql: String) throws {
        try psql(url, arguments: ["-c", sql])
    }

    /// Runs the SQL file at `path` (psql's `-f`: its meta-commands too, as in pg_dump's output).
    public static func psql(_ url: String, file path: String) throws {
        try psql(url, arguments: ["-f", path])
    }

    private static func psql(_ url: String, arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-v", "ON_ERROR_STOP=1", url] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        guard process.terminationStatus == 0 else {
            throw CommandFailed(description: "psql failed: \(String(decoding: message, as: UTF8.self))")
        }
    }

    /// The first value of a query's first row, as psql prints it unaligned.
    public static func query(_ url: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/psql")
        process.arguments = ["-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", url, "-c", sql]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ProcessDeadline(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try deadline.end()
        guard process.terminationStatus == 0 else {
            throw CommandFailed(description: "psql failed on \(sql)")
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

extension TestPostgres {
    /// Triggers that log the top-level transaction (`txid_current()`, the same inside a
    /// savepoint) of every row written to the attractions and their edit stamps, into `writers`.
    public static let logWriters = """
        CREATE TABLE writers (txid bigint, tab text);
        CREATE FUNCTION log_writer() RETURNS trigger LANGUAGE plpgsql
            AS $$ BEGIN INSERT INTO writers VALUES (txid_current(), TG_TABLE_NAME); RETURN NULL; END $$;
        CREATE TRIGGER log_attractions AFTER INSERT OR UPDATE OR DELETE ON attractions
            FOR EACH ROW EXECUTE FUNCTION log_writer();
        CREATE TRIGGER log_edits AFTER INSERT OR UPDATE OR DELETE ON attraction_edits
            FOR EACH ROW EXECUTE FUNCTION log_writer();
        """

    /// The write transactions `logWriters` logged, and the tables they wrote: "1:attraction_edits,attractions".
    public static func writers(_ url: String) throws -> String {
        try query(
            url,
            "SELECT count(DISTINCT txid) || ':' || string_agg(DISTINCT tab, ',' ORDER BY tab) FROM writers"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

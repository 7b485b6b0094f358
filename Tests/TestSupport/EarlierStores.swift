import Foundation

/// The stores an earlier `outings` wrote, committed in Tests/Fixtures/EarlierStores (see
/// make-fixtures there), and copies of them a test may change.
public enum EarlierStores {
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/EarlierStores")

    public static func file(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }

    /// Copies guide.sqlite to `path`.
    public static func copySQLite(to path: String) throws {
        try FileManager.default.copyItem(at: file("guide.sqlite"), to: URL(fileURLWithPath: path))
    }

    /// A new database on the test server holding guide.postgres.sql (pg_dump's output), loaded
    /// with psql; its URL.
    public static func postgresDatabase() throws -> String {
        let url = try TestPostgres.freshDatabaseURL()
        try TestPostgres.psql(url, file: file("guide.postgres.sql").path)
        return url
    }
}

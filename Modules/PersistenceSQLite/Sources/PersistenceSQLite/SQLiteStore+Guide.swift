import Domain
import PersistenceSQL
import UseCases

extension SQLiteStore: GuideStore {
    /// The file's own integrity first (nothing else is read from a damaged file), then values of
    /// a type Outings never writes, which SQLite keeps as written.
    public func storageProblems() throws -> (problems: [String], readable: Bool) {
        let integrity = try connection.query("PRAGMA integrity_check").map { $0[0].string }
        guard integrity == ["ok"] else { return (integrity.map { "SQLite integrity check: \($0)" }, false) }
        return (try mistypedAttractions() + mistypedLicences() + mistypedRemovedVersions(), true)
    }

    /// SQLite keeps whatever type a value was written with; every attraction column must hold the
    /// type Outings reads, or the row is not decodable as written.
    private func mistypedAttractions() throws -> [String] {
        try connection.query(
            """
            SELECT id FROM attractions WHERE \(SQLiteAttractionColumns.mistyped) OR inside NOT IN (0, 1)
                OR typeof(order_key) != 'integer' OR typeof(version) != 'integer'
            """
        ).map { "attraction \($0[0].string) has a value of the wrong type" }
    }

    /// The licence list's columns hold text (the URL text or NULL) and an integer position.
    private func mistypedLicences() throws -> [String] {
        guard selects.hasLicences else { return [] }
        return try connection.query(
            """
            SELECT id FROM photo_licenses WHERE typeof(id) != 'text' OR typeof(name) != 'text'
                OR typeof(url) NOT IN ('text', 'null') OR typeof(position) != 'integer'
            """
        ).map { "licence \($0[0].string) has a value of the wrong type" }
    }

    /// A removed version that is neither an integer nor text (text is outside the range the
    /// shared check compares with, so it is reported there).
    private func mistypedRemovedVersions() throws -> [String] {
        try connection.query(
            "SELECT id, version FROM removed_attractions WHERE typeof(version) NOT IN ('integer', 'text') ORDER BY id"
        )
        .map { StoredNumbers.badVersion($0[1].string, of: $0[0].string, removed: true) }
    }
}

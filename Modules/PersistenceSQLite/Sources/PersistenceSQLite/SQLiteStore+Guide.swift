import Domain
import PersistenceSQL
import UseCases

extension SQLiteStore: GuideStore {
    /// The file's own integrity first (nothing else is read from a damaged file), then values of
    /// a type Outings never writes, which SQLite keeps as written.
    public func storageProblems() throws -> (problems: [String], readable: Bool) {
        let integrity = try connection.query("PRAGMA integrity_check").map { $0[0].string }
        guard integrity == ["ok"] else { return (integrity.map { "SQLite integrity check: \($0)" }, false) }
        return (try mistypedColumns() + insideOutOfRange(), true)
    }

    /// SQLite keeps whatever storage class a value was written with (a column's declared type is
    /// only an affinity), and a value of another class reads as something else (text in an
    /// integer column as 0). Every column of every table must hold the class its declared type
    /// names (`SQLiteStorageClass`), NULL only where the column allows it: read from the schema
    /// itself, so a new column is checked without a change here. One pass over each table counts
    /// the values of another class per column; each column with any is one line naming
    /// `table.column` and its first such row.
    private func mistypedColumns() throws -> [String] {
        let schema = try connection.query(
            """
            SELECT m.name, p.name, p.type, p."notnull", p.pk FROM sqlite_master m, pragma_table_info(m.name) p
            WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY m.name, p.cid
            """)
        var problems: [String] = []
        for table in Dictionary(grouping: schema, by: { $0[0].string }).sorted(by: { $0.key < $1.key }) {
            let columns = table.value.compactMap { row in
                SQLiteStorageClass.expected(declared: row[2].string, nullable: row[3].int == 0).map {
                    (name: row[1].string, expected: $0)
                }
            }
            guard !columns.isEmpty else { continue }
            let keys = table.value.filter { ($0[4].int ?? 0) > 0 }.sorted {
                ($0[4].int ?? 0) < ($1[4].int ?? 0)
            }
            .map { $0[1].string }
            let key = keys.isEmpty ? ["rowid"] : keys
            let name = SQLiteStorageClass.quoted(table.key)
            let counts =
                try connection.query(
                    "SELECT "
                        + columns.map { "total(\($0.expected.mismatch(SQLiteStorageClass.quoted($0.name))))" }
                        .joined(separator: ", ") + " FROM \(name)"
                ).first ?? []
            for (column, count) in zip(columns, counts) where (count.real ?? 0) > 0 {
                let first =
                    try connection.query(
                        "SELECT typeof(\(SQLiteStorageClass.quoted(column.name))), "
                            + key.map(SQLiteStorageClass.quoted).joined(separator: ", ")
                            + " FROM \(name) WHERE \(column.expected.mismatch(SQLiteStorageClass.quoted(column.name)))"
                            + " LIMIT 1"
                    ).first ?? []
                let found = first.first?.string ?? "?"
                let row = zip(key, first.dropFirst()).map { "\($0) \($1.string)" }.joined(separator: ", ")
                problems.append(
                    column.expected.problem(
                        table.key, column.name, holds: found, rows: Int(count.real ?? 0), first: row))
            }
        }
        return problems
    }

    /// `inside` is an integer Outings writes as 0 or 1.
    private func insideOutOfRange() throws -> [String] {
        try connection.query(
            "SELECT id, inside FROM attractions WHERE typeof(inside) = 'integer' AND inside NOT IN (0, 1) ORDER BY id"
        ).map { "attraction \($0[0].string) has inside \($0[1].string); Outings writes 0 or 1" }
    }
}

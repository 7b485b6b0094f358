/// The storage class SQLite keeps a value in (`typeof`), as Outings writes each column: derived
/// from the column's declared type, the way SQLite's own affinity rules read it.
struct SQLiteStorageClass: CustomStringConvertible {
    /// `text`, `integer` or `real`.
    let name: String
    /// Whether the column allows NULL.
    let nullable: Bool

    /// The class a column of `declared` type holds (INTEGER, TEXT, REAL: every type Outings'
    /// migrations declare); nil for any other type, which is not checked.
    static func expected(declared: String, nullable: Bool) -> SQLiteStorageClass? {
        let names = ["INTEGER": "integer", "TEXT": "text", "REAL": "real"]
        return names[declared.uppercased()].map { SQLiteStorageClass(name: $0, nullable: nullable) }
    }

    /// A condition that holds when `column` (quoted) holds a value of another class.
    func mismatch(_ column: String) -> String {
        "typeof(\(column)) NOT IN ('\(name)'\(nullable ? ", 'null'" : ""))"
    }

    var description: String { nullable ? "\(name) or null" : name }

    /// What `check` (or opening the store) says of `table.column` holding `rows` values of the
    /// class `found`, the first in the row `first` names.
    func problem(_ table: String, _ column: String, holds found: String, rows: Int, first: String) -> String {
        "\(table).\(column) holds \(found) in \(rows) \(rows == 1 ? "row" : "rows") (first: \(first)); "
            + "Outings writes \(description) there"
    }

    /// A table or column name as an SQL identifier (the names are the schema's own).
    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacing("\"", with: "\"\"") + "\""
    }
}

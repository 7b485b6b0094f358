import CLibPQ
import PersistenceSQL
import UseCases

/// The shared statements (`PersistenceSQL`) on this store's connection: their `?` parameters
/// numbered as PostgreSQL's `$n`, numbers sent with their types, text left for the server to
/// infer from where it is used (as a column's type in an INSERT).
extension PostgresStore: SQLDatabase, VisitStore, HouseholdStore, PlanStore, MemberStore, RecentsStore,
    PhotoCatalogStore, CredentialStore, SignInThrottleStore, AttractionEditLog
{
    public var dialect: SQLDialect { .postgres }

    public func forEachRow(_ sql: String, _ values: [SQLValue], _ body: (PostgresRow) throws -> Void) throws {
        let parameters = values.map(Self.text)
        let types = values.map(Self.type)
        let numbered = Self.numbered(sql)
        try connection.serialized {
            _ = try connection.run(numbered, parameters, types: types) { result in
                let libpq = connection.libpq
                for row in 0..<libpq.ntuples(result) {
                    try body(PostgresRow(result: result, row: row, libpq: libpq))
                }
            }
        }
    }

    public func write<T>(_ areas: [SQLArea], _ body: () throws -> T) throws -> T {
        try connection.writeTransaction(locks: areas.map(LockKey.of), body)
    }

    public func read<T>(_ body: () throws -> T) throws -> T {
        try connection.snapshot(body)
    }

    static func text(_ value: SQLValue) -> String? {
        switch value {
        case .null: nil
        case .integer(let number): String(number)
        // A Double's description reads back as the same Double.
        case .real(let number): String(describing: number)
        case .text(let text): text
        }
    }

    /// int8 and float8 for numbers (an INSERT converts them to the column's type); 0 lets the
    /// server infer the type of text and NULL from where the parameter is used.
    private static func type(_ value: SQLValue) -> Oid {
        switch value {
        case .integer: 20
        case .real: 701
        case .null, .text: 0
        }
    }

    /// `sql` with each `?` outside quotes numbered `$1`, `$2`... in order.
    static func numbered(_ sql: String) -> String {
        var result = ""
        result.reserveCapacity(sql.utf8.count + 16)
        var number = 0
        var quote: Character?
        for character in sql {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "?" {
                number += 1
                result += "$\(number)"
                continue
            }
            result.append(character)
        }
        return result
    }
}

extension PostgresStore.LockKey {
    /// The advisory lock of an area of the store.
    static func of(_ area: SQLArea) -> Int64 {
        switch area {
        case .attractions: attractions
        case .catalog: catalog
        case .recents: recents
        case .members: members
        case .memberRecents: memberRecents
        case .visits: visits
        case .household: household
        case .plans: plans
        }
    }
}

/// A row of a result, read in place; valid while `forEachRow`'s body runs.
public struct PostgresRow: SQLRow {
    let result: OpaquePointer?
    let row: Int32
    let libpq: LibPQ

    public func text(_ column: Int) -> String? {
        let column = Int32(column)
        guard libpq.getisnull(result, row, column) == 0 else { return nil }
        return PostgresConnection.text(libpq.getvalue(result, row, column))
    }

    public func integer(_ column: Int) -> Int64? { text(column).flatMap { Int64($0) } }
    public func real(_ column: Int) -> Double? { text(column).flatMap { Double($0) } }
}

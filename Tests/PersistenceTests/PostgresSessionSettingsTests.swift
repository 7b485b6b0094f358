import Domain
import Foundation
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// Rules on the settings of the store's own session, which must hold whatever the server, the
/// database or the URL chose as defaults.
struct PostgresSessionSettingsTests {
    /// Where a client encoding other than UTF8 can come from without the store asking for it.
    enum WrongEncoding: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case databaseSetting
        case urlParameter
        case urlOptions

        var testDescription: String { rawValue }

        func apply(to url: String) throws -> String {
            switch self {
            case .databaseSetting:
                let database = String(try #require(url.split(separator: "/").last))
                _ = try PostgresSession.query(
                    url, "ALTER DATABASE \(database) SET client_encoding = 'LATIN1'")
                return url
            case .urlParameter: return url + "?client_encoding=LATIN1"
            case .urlOptions: return url + "?options=-c%20client_encoding%3DLATIN1"
            }
        }
    }

    @Test(arguments: WrongEncoding.allCases)
    func textIsStoredAsUTF8WhateverClientEncodingIsAskedFor(_ wrong: WrongEncoding) throws {
        let plain = try PostgresSession.createDatabase()
        let url = try wrong.apply(to: plain)
        let name = "Crème brûlée 🎡 ❄ Ünïcödé"

        let store = try PostgresStore(url: url)
        try store.add(Attraction(id: "cafe", name: name))

        // Read back by psql in UTF8, as bytes: another client must see the same text.
        let stored = try PostgresSession.query(
            plain, "SELECT encode(convert_to(name, 'UTF8'), 'hex') FROM attractions WHERE id = 'cafe'")
        #expect(stored == name.utf8.map { String(format: "%02x", $0) }.joined())
        #expect(try PostgresStore(url: url).attraction(id: "cafe")?.name == name)
    }

    /// Where a default isolation stricter than READ COMMITTED can come from.
    enum StrictIsolation: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case databaseRepeatableRead
        case databaseSerializable
        case urlOptionsSerializable

        var testDescription: String { rawValue }

        /// A fresh database URL with that default.
        func database() throws -> String {
            let url = try PostgresSession.createDatabase()
            let database = String(try #require(url.split(separator: "/").last))
            switch self {
            case .databaseRepeatableRead, .databaseSerializable:
                let level = self == .databaseSerializable ? "serializable" : "repeatable read"
                _ = try PostgresSession.query(
                    url, "ALTER DATABASE \(database) SET default_transaction_isolation = '\(level)'")
                return url
            case .urlOptionsSerializable:
                return url + "?options=-c%20default_transaction_isolation%3Dserializable"
            }
        }
    }

    @Test(arguments: StrictIsolation.allCases)
    func concurrentWritersLoseNothingUnderAnyDefaultIsolation(_ isolation: StrictIsolation) throws {
        let url = try isolation.database()
        _ = try PostgresStore(url: url)
        let writers = 6
        let rounds = 15

        let errors = Concurrently.run(writers) { writer in
            let store = try PostgresStore(url: url)
            for round in 1...rounds {
                try store.add(Attraction(id: "w\(writer)-\(round)", name: "w\(writer)-\(round)"))
                try store.updateRecents { [Photo(id: "w\(writer)-\(round)")] + $0.prefix(19) }
            }
        }

        #expect(errors.isEmpty, "\(errors)")
        let attractions = try PostgresStore(url: url).attractions()
        #expect(attractions.map(\.position) == Array(1...(writers * rounds)))
        #expect(Set(attractions.map(\.id)).count == writers * rounds)
        let recents = try PostgresStore(url: url).recents().map(\.id)
        #expect(recents.count == 20 && Set(recents).count == 20)
    }

    @Test(arguments: StrictIsolation.allCases)
    func manyFirstUsesAtOnceMakeOneSchemaUnderAnyDefaultIsolation(_ isolation: StrictIsolation) throws {
        let url = try isolation.database()

        let errors = Concurrently.run(6) { _ in _ = try PostgresStore(url: url) }

        #expect(errors.isEmpty, "\(errors)")
        // The same migrations as one open of another new database records, each once (the table's
        // key forbids duplicates; a second run of a migration would have failed above).
        let reference = try PostgresSession.createDatabase()
        _ = try PostgresStore(url: reference)
        let migrations = "SELECT string_agg(id, ',' ORDER BY id) FROM schema_migrations"
        let database = try #require(url.split(separator: "?").first.map(String.init))
        #expect(
            try PostgresSession.query(database, migrations)
                == (try PostgresSession.query(reference, migrations)))
    }
}

/// Runs `body` on `count` threads at once (not a pool that may run them one by one) and returns
/// the errors they threw.
enum Concurrently {
    private final class Errors: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var all: [String] = []

        func add(_ error: any Error) {
            lock.withLock { all.append(String(describing: error)) }
        }
    }

    static func run(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [String] {
        let errors = Errors()
        let group = DispatchGroup()
        for index in 1...count {
            group.enter()
            Thread {
                defer { group.leave() }
                do { try body(index) } catch { errors.add(error) }
            }.start()
        }
        group.wait()
        return errors.all
    }
}

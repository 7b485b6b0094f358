import Domain
import Foundation
import PersistencePostgres
import TestSupport
import Testing
import UseCases

/// Rule: no PostgreSQL lock wait is unbounded. Another session holds a lock the store needs; the
/// store gives up with `StoreError.busy` (exit 74 `store busy: ...`) and changes nothing. The
/// store waits `lockWait` (10 s in the app; short here); the holder keeps its lock for 60 s, so
/// code without the bound ends up succeeding and the test fails rather than hangs.
struct PostgresLockWaitTests {
    /// The advisory lock keys the store uses ("OUTN" and a number), as the docs describe them.
    enum Key {
        static let migrations = "x'4F55544E0000'::bigint"
        static let attractions = "x'4F55544E0001'::bigint"
        static let catalog = "x'4F55544E0002'::bigint"
        static let recents = "x'4F55544E0003'::bigint"
    }

    enum Held: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case attractionsLockWhileAdding
        case attractionsLockWhileMoving
        case catalogLockWhileImporting
        case recentsLockWhileShowing
        case rowLockWhileSaving
        case tableLockWhileListing
        case migrationLockOnFirstUse

        var testDescription: String { rawValue }

        var statements: [String] {
            switch self {
            case .attractionsLockWhileAdding, .attractionsLockWhileMoving:
                ["SELECT pg_advisory_xact_lock(\(Key.attractions))"]
            case .catalogLockWhileImporting: ["SELECT pg_advisory_xact_lock(\(Key.catalog))"]
            // Recording a recent takes no advisory lock: it compares and sets the version row.
            case .recentsLockWhileShowing: ["SELECT 1 FROM recents_state FOR UPDATE"]
            case .rowLockWhileSaving: ["SELECT 1 FROM attractions WHERE name = 'Zoo' FOR UPDATE"]
            case .tableLockWhileListing: ["LOCK TABLE attractions IN ACCESS EXCLUSIVE MODE"]
            case .migrationLockOnFirstUse: ["SELECT pg_advisory_xact_lock(\(Key.migrations))"]
            }
        }

        /// Runs the store call that needs the held lock, on a store that waits only briefly.
        func attempt(url: String, zoo: Attraction?) throws {
            let store = try PostgresStore(url: url, access: .readWrite, lockWait: .milliseconds(300))
            switch self {
            case .attractionsLockWhileAdding: try store.add(Attraction(id: "new", name: "Museum"))
            case .attractionsLockWhileMoving: try store.move(id: zoo?.id ?? "", to: 2)
            case .catalogLockWhileImporting: try store.save(places: [Place(id: "p", name: "P")], photos: [])
            case .recentsLockWhileShowing: try store.updateRecents { _ in [Photo(id: "1")] }
            case .rowLockWhileSaving:
                var edited = try #require(zoo)
                edited.name = "Edited"
                try store.replace(edited)
            case .tableLockWhileListing: _ = try store.attractions()
            case .migrationLockOnFirstUse: break  // opening is the attempt
            }
        }
    }

    @Test(arguments: Held.allCases)
    func aLockHeldByAnotherSessionEndsInBusyAndChangesNothing(_ held: Held) throws {
        let url = try PostgresSession.createDatabase()
        var zoo: Attraction?
        if held != .migrationLockOnFirstUse {
            let store = try PostgresStore(url: url)
            zoo = try store.add(Attraction(id: "zoo", name: "Zoo"))
            try store.add(Attraction(id: "farm", name: "Farm"))
        }
        let before = try PostgresSession.contents(url)

        let holder = try LockHolder(url, holding: held.statements)
        defer { holder.release() }
        #expect {
            try held.attempt(url: url, zoo: zoo)
        } throws: { error in
            guard case .busy(let detail) = error as? StoreError else { return false }
            return detail.contains("300 ms")
                && (error as? StoreError)?.description.hasPrefix("store busy: ") == true
        }
        holder.release()

        #expect(try PostgresSession.contents(url) == before)
    }

}

import Domain
import PersistenceSQL
import UseCases

extension PostgresStore: GuideStore {
    /// The recents version row, without which no recents write could claim the list.
    public func storageProblems() throws -> (problems: [String], readable: Bool) {
        let versions = try firstRow("SELECT count(*) FROM recents_state") { $0.int(0) }
        return (versions == 1 ? [] : [Self.missingRecentsVersion], true)
    }
}

extension PostgresConnection {
    /// Reads in one snapshot, whatever the server's default isolation; inside a transaction
    /// already open, in that one (which reads what it has written).
    func snapshot<T>(_ body: () throws -> T) throws -> T {
        try serialized {
            guard !isInsideTransaction else { return try body() }
            try execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            return try insideTransaction {
                defer { _ = try? execute("COMMIT") }
                return try body()
            }
        }
    }

    /// Opens a read-only snapshot that lasts as long as the connection: every later read (and
    /// `snapshot`, which joins it) sees the store as the first one did. A connection lost
    /// meanwhile is reported, never replaced, as inside any transaction.
    func holdSnapshot() throws {
        try serialized {
            try execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            beginHeldTransaction()
        }
    }

    /// A transaction holding several areas' advisory locks, taken in ascending key order (as every
    /// writer takes them), so two writers can never wait on each other.
    /// READ COMMITTED whatever the server's default, for the reason `writeTransaction(lock:)` gives.
    /// Inside a transaction already open (one change of several writes: `inOneTransaction`, which
    /// holds every area's lock) it joins that one, taking only a lock it lacks.
    func writeTransaction<T>(locks keys: [Int64], _ body: () throws -> T) throws -> T {
        if isInsideTransaction { return try joining(locks: keys, body) }
        // One round trip: the keys are this file's constants, never values from outside. The
        // transaction's id comes back with them, for `commit(transaction:)`.
        let begin =
            ["BEGIN ISOLATION LEVEL READ COMMITTED"]
            + keys.sorted().map { "SELECT pg_advisory_xact_lock(\($0))" } + ["SELECT txid_current()"]
        return try serialized {
            let id: String?
            let result: T
            heldLocks = Set(keys)
            statementFailedInside = false
            defer { heldLocks = [] }
            do {
                id = try executeConstant(begin.joined(separator: "; ")).first?.first ?? nil
                result = try insideTransaction(body)
                // A failed statement the body went past: the server aborted the transaction.
                guard !statementFailedInside else {
                    throw StoreError.unavailable("a statement of this change failed; nothing was changed")
                }
            } catch {
                _ = insideTransaction { try? execute("ROLLBACK") }
                throw error
            }
            try commit(transaction: id)
            return result
        }
    }

    private func joining<T>(locks keys: [Int64], _ body: () throws -> T) throws -> T {
        try serialized {
            let missing = keys.filter { !heldLocks.contains($0) }.sorted()
            if !missing.isEmpty {
                try executeConstant(
                    missing.map { "SELECT pg_advisory_xact_lock(\($0))" }.joined(separator: "; "))
                heldLocks.formUnion(missing)
            }
            return try insideTransaction(body)
        }
    }

    /// A part of the open transaction that is undone alone when it fails (a savepoint), for a
    /// change nested in another.
    func savepoint<T>(_ body: () throws -> T) throws -> T {
        try serialized {
            let failedBefore = statementFailedInside
            try execute("SAVEPOINT nested")
            do {
                let result = try insideTransaction(body)
                try execute("RELEASE SAVEPOINT nested")
                return result
            } catch {
                _ = try? execute("ROLLBACK TO SAVEPOINT nested")
                _ = try? execute("RELEASE SAVEPOINT nested")
                statementFailedInside = failedBefore
                throw error
            }
        }
    }

    /// Commits the open transaction (`id` is its txid_current()). When the connection is lost
    /// before the COMMIT is answered, the server may have committed or not. Running the
    /// transaction again could apply it twice (a second attraction added, a move made twice), so
    /// it never is: its outcome is asked of the server on a new connection (`txid_status`).
    /// Committed returns normally, as if the answer had come; rolled back, or not learned, is
    /// `StoreError.unreachable` saying which.
    private func commit(transaction id: String?) throws {
        do {
            try insideTransaction { try execute("COMMIT") }
        } catch StoreError.unreachable {
            try settleLostCommit(transaction: id)
        }
    }

    private func settleLostCommit(transaction id: String?) throws {
        let unknown = StoreError.unreachable(
            "the connection to the server was lost during COMMIT and the outcome could not be learned:"
                + " the change may or may not have been saved")
        guard let id else { throw unknown }
        // The old session may still be ending: ask again after each pause while it is.
        for pause in [.zero] + Self.reopenPauses {
            Self.pause(pause)
            let status: String?
            do {
                // No transaction is open now, so the lost connection is opened again first.
                status = try execute("SELECT txid_status($1)", [id]).first?.first ?? nil
            } catch {
                throw unknown
            }
            switch status {
            case "committed": return
            case "aborted":
                throw StoreError.unreachable(
                    "the connection to the server was lost during COMMIT; the server rolled the"
                        + " transaction back, so nothing was changed")
            case "in progress": continue
            default: throw unknown
            }
        }
        throw unknown
    }
}

import Domain

/// Writes one change of an attraction with what goes with it (who made it, the visits of one
/// removed) as one transaction, when it knows the backend's transactions; else each write is a
/// step of its own (an attraction store alone, as a test double or an outside app may give).
struct AttractionChangeWriter: Sendable {
    let store: any AttractionStore
    let transactions: (any StoreTransactions)?
    let stamp: EditStamp?

    /// Runs `change` with the attraction store to write to and, inside a transaction, the
    /// access ports of that same transaction (nil outside one).
    func write<T>(_ change: (any AttractionStore, (any AccessStore)?) throws -> T) throws -> T {
        guard let transactions else { return try change(store, nil) }
        return try transactions.inOneTransaction { try change($0.attractions, $0.access) }
    }

    /// Records who made the change in `log` (the transaction's) and hands the attraction back.
    func stamped(_ attraction: Attraction, in log: (any AttractionEditLog)?) throws -> Attraction {
        try stamp?.stamped(attraction, in: log) ?? attraction
    }
}

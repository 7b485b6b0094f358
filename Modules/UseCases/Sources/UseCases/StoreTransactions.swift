/// One change, one transaction: what `change` writes through the ports it is handed commits
/// together or not at all, and it reads what it has written. A change that throws leaves the
/// store as it was. Ports used inside `change` must be the ones it is handed (a pool lends one
/// connection for the whole change). Calls may nest: an inner one is part of the outer.
///
/// Each backend keeps its own guarantee: SQL stores run one write transaction on one connection
/// (SQLite `BEGIN IMMEDIATE`; PostgreSQL with every area's advisory lock taken up front, in
/// order, so two changes never wait on each other), the memory store restores what it held,
/// and the property-list store writes its document once, at the end.
public protocol StoreTransactions: Sendable {
    func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T
}

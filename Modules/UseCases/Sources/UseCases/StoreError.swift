/// What a store adapter reports. The CLI maps each case to one message and exit code.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No record of `kind` with that id.
    case notFound(kind: String, id: String)
    /// A 1-based position outside 1...count.
    case positionOutOfRange(position: Int, count: Int)
    /// The record changed or disappeared since the caller read it; nothing was written.
    case conflict(kind: String, id: String)
    /// The store could not be read or written (permissions, disk, locking).
    case unavailable(String)
    /// The store's server cannot be reached (refused, timed out, authentication failed).
    case unreachable(String)
    /// The store's location carries a setting its client refuses before connecting (such as
    /// `connect_timeout=abc` in a PostgreSQL URL): a usage error, not a network one.
    case malformedLocation(String)
    /// The store exists but is not readable as an Outings store; it is left untouched.
    case corrupt(String)
    /// Another process held the store's lock longer than the store waits (10 s); nothing changed.
    case busy(String)
    /// The store was written by a newer Outings (a migration or format this build does not know);
    /// it is neither read nor written, so the newer data cannot be damaged.
    case newerVersion(String)
    /// A store that must already exist (the source of a transfer) does not; nothing was created.
    case missing(String)

    public var description: String {
        switch self {
        case .notFound(let kind, let id): "no \(kind) with id \(id)"
        case .positionOutOfRange(let position, let count):
            count == 0
                ? "position \(position) is out of range: the list is empty"
                : "position \(position) is out of range: \(count == 1 ? "the only position is 1" : "positions run from 1 to \(count)")"
        case .conflict(let kind, let id):
            "\(kind) \(id) was changed or removed by someone else since this edit began; nothing was saved"
        case .unavailable(let detail): "store unavailable: \(detail)"
        case .unreachable(let detail): "store server unreachable: \(detail)"
        case .malformedLocation(let detail): "malformed store location: \(detail)"
        case .corrupt(let detail): "store is corrupt or not an Outings store: \(detail)"
        case .busy(let detail): "store busy: \(detail)"
        case .newerVersion(let detail): "this store was written by a newer version of Outings (\(detail))"
        case .missing(let location): "no Outings store at \(location)"
        }
    }
}

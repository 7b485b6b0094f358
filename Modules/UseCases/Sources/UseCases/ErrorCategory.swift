/// What kind of failure an error is, independent of any UI: each app maps a category to its own
/// code (an exit status, an HTTP status) and presenters to a title.
public enum ErrorCategory: Sendable, CaseIterable {
    /// The request itself is malformed (unknown option, bad store URL, out-of-range position).
    case usage
    /// The data given is not acceptable (bad Flickr JSON, an attraction that fails validation).
    case invalid
    /// No record, file or store of that name.
    case notFound
    /// A server (the store's, Flickr's) cannot be reached.
    case unreachable
    /// Something already exists and would be overwritten (a non-empty transfer target, a file).
    case exists
    /// The store cannot be read or written, is corrupt or from a newer Outings.
    case storeFailure
    /// Another process holds the store's lock longer than the store waits.
    case busy
    /// The record changed or disappeared since it was read; nothing was written.
    case conflict
    /// Flickr answered with an error or with something that is not what it documents.
    case remoteProtocol
    /// Configuration is missing (no Flickr API key).
    case configuration
    /// A bug.
    case internalError
}

import Domain

/// What kind of failure an error is, independent of any UI: each app maps a category to its own
/// code (AppSupport's error table gives the exit status and HTTP status side by side) and
/// presenters to a title.
public enum ErrorCategory: Sendable, CaseIterable {
    /// The request itself is malformed (unknown option, bad store URL).
    case usage
    /// A well-formed position that the list does not have.
    case outOfRange
    /// The data given is not acceptable (bad Flickr JSON, an attraction that fails validation).
    case invalid
    /// The record exists but lacks what was asked of it (a photo with no image URL).
    case missingData
    /// No record, file or store of that name.
    case notFound
    /// A remote server (Flickr's) cannot be reached.
    case unreachable
    /// The store's server cannot be reached.
    case storeUnreachable
    /// Something already exists and would be overwritten (a non-empty transfer target, a file).
    case exists
    /// The store cannot be read or written, is corrupt or from a newer Outings.
    case storeFailure
    /// Another process holds the store's lock longer than the store waits.
    case busy
    /// The record changed or disappeared since it was read; nothing was written.
    case conflict
    /// A limit that lifts with time was reached (Flickr's hourly queries); try again later.
    case tryLater
    /// Flickr answered with an error or with something that is not what it documents.
    case remoteProtocol
    /// Configuration is missing (no Flickr API key).
    case configuration
    /// A bug.
    case internalError
}

/// An error that knows its category and its one line for a person: every layer's errors adopt
/// it where they are declared, so no app (here or outside) keeps a switch over other layers' types.
public protocol CategorizedError: Error {
    /// What kind of failure it is.
    var category: ErrorCategory { get }
    /// One line, safe to show (never a secret).
    var message: String { get }
}

extension CategorizedError where Self: CustomStringConvertible {
    /// The error's description, for errors whose description is already safe to show.
    public var message: String { description }
}

extension StoreError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .notFound, .missing: .notFound
        case .positionOutOfRange: .outOfRange
        case .malformedLocation: .usage
        case .unreachable: .storeUnreachable
        case .conflict: .conflict
        case .busy: .busy
        case .unavailable, .corrupt, .newerVersion: .storeFailure
        }
    }
}

extension AttractionProblems: CategorizedError {
    public var category: ErrorCategory { .invalid }
    public var message: String { "cannot save: \(description)" }
}

extension AttractionValidationError: CategorizedError {
    public var category: ErrorCategory { .invalid }
    public var message: String { "cannot save: \(description)" }
}

extension AttractionFieldError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}

extension CatalogIDError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}

extension CollectedImportError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}

extension PhotoImagesError: CategorizedError {
    public var category: ErrorCategory { .missingData }
}

extension ViewPhotosError: CategorizedError {
    public var category: ErrorCategory { .notFound }
}

extension TransferError: CategorizedError {
    public var category: ErrorCategory { .exists }
}

extension AttractionEditorError: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension AmbiguousAttraction: CategorizedError {
    public var category: ErrorCategory { .usage }
}

extension AttractionReferenceError: CategorizedError {
    public var category: ErrorCategory { .notFound }
}

/// An invitation's lifetime is a flag value out of its range: `.usage` (64), as a malformed one;
/// a wrong current password is also `.usage` (400 on the web, where only a form gives one).
extension MemberError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .notFound, .credentialNotFound: .notFound
        case .invitationLifetime, .wrongPassword: .usage
        }
    }
}

extension MemberNameError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}

extension PasswordError: CategorizedError {
    public var category: ErrorCategory { .invalid }
}

/// A name taken is `.exists` (73); refusing to remove or demote the last owner, or a first
/// member who is not an owner, is `.invalid` (65): the resulting guide would break a rule.
extension MemberRulesError: CategorizedError {
    public var category: ErrorCategory {
        switch self {
        case .nameTaken: .exists
        case .lastOwner, .firstMustBeOwner, .displayName: .invalid
        }
    }
}

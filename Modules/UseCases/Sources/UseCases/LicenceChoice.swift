import Domain

/// Which of a place's photos a list keeps: every photo, or only those whose licence permits reuse
/// (`PhotoLicences.permitsReuse`: the CLI's `--license`, the web's `license=reuse`).
public enum LicenceChoice: Equatable, Sendable, CaseIterable {
    case all
    case reuse

    /// The value of a `license=` query: absent is `.all`, `reuse` is `.reuse`, anything else
    /// (empty, `all`, other case) is nil, so each list has one address.
    public init?(query: String?) {
        switch query {
        case nil: self = .all
        case "reuse": self = .reuse
        default: return nil
        }
    }

    /// The `license=` value naming this choice; nil for `.all`, which is the address without one.
    public var query: String? { self == .reuse ? "reuse" : nil }

    /// Whether the choice keeps `photo`, its licence looked up in `licences`.
    public func keeps(_ photo: Photo, by licences: PhotoLicences) -> Bool {
        self == .all || licences.permitsReuse(photo)
    }
}

/// A `license=` value that names no choice.
public struct LicenceChoiceError: Error, Equatable, CategorizedError {
    public let value: String

    public init(value: String) { self.value = value }

    public var category: ErrorCategory { .notFound }
    public var message: String { "no such licence choice: use license=reuse, or no license for all photos" }
}

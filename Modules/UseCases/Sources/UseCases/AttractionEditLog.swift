import Domain
import PlatformFoundation

/// Who last changed an attraction and when (seconds since 1970); `memberID` nil: the local
/// household, or a command that named no member.
public struct AttractionEdit: Equatable, Sendable {
    public let memberID: String?
    public let at: Int64

    public init(memberID: String?, at: Int64) {
        self.memberID = memberID
        self.at = at
    }
}

/// The last change of each attraction, kept beside the attractions (not in their rows, so the rows,
/// their versions and every way of writing them stay as they are). The edit flows write it in the
/// change's own transaction (`StoreTransactions`), so a change and who made it commit together.
/// The rules below are what the store contract (the `StoreContract` package) checks of every
/// backend.
public protocol AttractionEditLog: Sendable {
    /// Makes `edit` the attraction's last change, replacing the one recorded before (a `memberID`
    /// of nil is kept as nil), or forgets its stamp for nil (nothing when there is none); other
    /// attractions' stamps stay.
    func setLastEdit(of attractionID: String, to edit: AttractionEdit?) throws
    /// The last change recorded for the attraction, or nil when none was.
    func lastEdit(of attractionID: String) throws -> AttractionEdit?
}

extension AttractionEditLog {
    /// Records `edit` as the attraction's last change.
    public func recordEdit(of attractionID: String, _ edit: AttractionEdit) throws {
        try setLastEdit(of: attractionID, to: edit)
    }

    /// Forgets the stamp of a removed attraction.
    public func removeEdit(of attractionID: String) throws {
        try setLastEdit(of: attractionID, to: nil)
    }
}

/// What the edit flows stamp each change with: the log, the member making it and the clock.
public struct EditStamp: Sendable {
    private let log: any AttractionEditLog
    /// Who makes the change: the member a command or a request is for, nil for the household.
    private let memberID: String?
    private let now: @Sendable () -> Int64

    public init(
        log: any AttractionEditLog, memberID: String?,
        now: @escaping @Sendable () -> Int64 = { Int64(Date().timeIntervalSince1970) }
    ) {
        self.log = log
        self.memberID = memberID
        self.now = now
    }

    func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        try log.lastEdit(of: attractionID)
    }

    /// Forgets the stamp of an attraction that was removed, in `log` (a transaction's) or its own.
    func forget(_ attractionID: String, in log: (any AttractionEditLog)? = nil) throws {
        try (log ?? self.log).removeEdit(of: attractionID)
    }

    /// Records the change in `log` (a transaction's) or its own, and hands the attraction back,
    /// so a flow can stamp what it returns.
    func stamped(_ attraction: Attraction, in log: (any AttractionEditLog)? = nil) throws -> Attraction {
        try (log ?? self.log).recordEdit(of: attraction.id, AttractionEdit(memberID: memberID, at: now()))
        return attraction
    }
}

/// A member's change of an attraction with the member, who may since have been removed.
public struct MemberEdit: Sendable {
    public let edit: AttractionEdit
    public let member: Member?
}

extension AttractionEditLog where Self: MemberStore {
    /// The last change of an attraction when a member made it, else nil: a guide without
    /// members shows no stamp, as it never did.
    public func lastMemberEdit(of attractionID: String) throws -> MemberEdit? {
        guard let edit = try lastEdit(of: attractionID), let memberID = edit.memberID else { return nil }
        return MemberEdit(edit: edit, member: try members().first { $0.id == memberID })
    }
}

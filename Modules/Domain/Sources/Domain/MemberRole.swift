/// What a member of a guide may do. Each role includes what the roles below it may.
public enum MemberRole: String, CaseIterable, Sendable, Comparable {
    /// Reads everything.
    case viewer
    /// Also adds, edits, moves and removes attractions.
    case editor
    /// Also manages members and invitations.
    case owner

    public var mayEditAttractions: Bool { self >= .editor }
    public var mayManageMembers: Bool { self == .owner }

    public static func < (left: MemberRole, right: MemberRole) -> Bool {
        allCases.firstIndex(of: left)! < allCases.firstIndex(of: right)!
    }
}

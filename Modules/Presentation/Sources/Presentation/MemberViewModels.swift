import Domain

/// One member as any view lists them; `displayName` falls back to the login name. `Encodable`
/// with the keys `members list --json` documents: name, displayName, role, created (seconds since
/// 1970).
public struct MemberRowViewModel: Equatable, Sendable, Encodable {
    public let name: String
    public let displayName: String
    public let role: String
    public let created: Int64

    public init(_ member: Member) {
        name = member.name.text
        displayName = member.displayName.isEmpty ? member.name.text : member.displayName
        role = member.role.rawValue
        created = member.created
    }
}

/// The guide's members, with what to say when there are none.
public struct MemberListViewModel: Equatable, Sendable {
    public let rows: [MemberRowViewModel]
    public let emptyMessage = "This guide has no members: it is one household's."

    public init(_ members: [Member]) {
        rows = members.map(MemberRowViewModel.init)
    }
}

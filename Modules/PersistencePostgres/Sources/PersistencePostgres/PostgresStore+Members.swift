import Domain
import PlatformFoundation
import UseCases

extension PostgresStore: MemberStore, MemberRecentsStore {
    private static let memberColumns = "id, name, display_name, role, password_hash, created"

    public func members() throws -> [Member] {
        guard selects.hasMembers else { return [] }
        return try readMembers()
    }

    /// Under the members' advisory lock: the list is written as given (what goes with it, such as
    /// the household's recents passing to the first owner, is the core's, in the same change).
    @discardableResult
    public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try connection.writeTransaction(locks: [LockKey.members]) {
            let current = try readMembers()
            let changed = try change(current)
            try connection.execute("DELETE FROM members")
            for (position, member) in changed.enumerated() {
                try connection.execute(
                    "INSERT INTO members (position, name_key, \(Self.memberColumns)) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                    [
                        String(position), member.name.key, member.id, member.name.text, member.displayName,
                        member.role.rawValue, member.passwordHash, String(member.created),
                    ])
            }
            return changed
        }
    }

    private func readMembers() throws -> [Member] {
        try connection.execute("SELECT \(Self.memberColumns) FROM members ORDER BY position").map { row in
            guard let role = MemberRole(rawValue: row[3] ?? ""), let name = try? MemberName(row[1] ?? "")
            else {
                throw StoreError.corrupt("member \(row[0] ?? "") has an unknown role or a malformed name")
            }
            return Member(
                id: row[0] ?? "", name: name, displayName: row[2] ?? "", role: role,
                passwordHash: row[4] ?? "",
                created: Int64(row[5] ?? "") ?? 0)
        }
    }

    public func recents(ofMember id: String) throws -> [Photo] {
        guard selects.hasMembers else { return [] }
        return try memberRecents(id)
    }

    @discardableResult
    public func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try connection.writeTransaction(lock: LockKey.memberRecents) {
            let changed = try change(try memberRecents(id))
            try connection.execute("DELETE FROM member_recents WHERE member_id = $1", [id])
            let encoder = JSONEncoder()
            for (rank, photo) in changed.enumerated() {
                try connection.execute(
                    """
                    INSERT INTO member_recents (member_id, rank, \(PostgresPhotoColumns.list))
                        VALUES ($1, $2::integer, \(PostgresPhotoColumns.placeholders(from: 3)))
                    """, [id, String(rank)] + (try PostgresPhotoColumns.values(of: photo, tags: encoder)))
            }
            return changed
        }
    }

    public func removeRecents(ofMember id: String) throws {
        _ = try connection.writeTransaction(lock: LockKey.memberRecents) {
            try connection.execute("DELETE FROM member_recents WHERE member_id = $1", [id])
        }
    }

    private func memberRecents(_ id: String) throws -> [Photo] {
        try Self.photos(
            try connection.execute(
                "SELECT \(PostgresPhotoColumns.list) FROM member_recents WHERE member_id = $1 ORDER BY rank",
                [id]))
    }
}

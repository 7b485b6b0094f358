import Domain
import PlatformFoundation
import UseCases

extension SQLDatabase {
    private var memberColumns: String { "id, name, display_name, role, password_hash, created" }

    public func members() throws -> [Member] {
        guard schema.hasMembers else { return [] }
        return try readMembers()
    }

    /// Under the members' lock: the list is written as given (what goes with it, such as the
    /// household's recents passing to the first owner, is the core's, in the same change).
    @discardableResult
    public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try write([.members]) {
            let changed = try change(try readMembers())
            try run("DELETE FROM members")
            for (position, member) in changed.enumerated() {
                try run(
                    "INSERT INTO members (position, name_key, \(memberColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    .integer(position), .text(member.name.key), .text(member.id), .text(member.name.text),
                    .text(member.displayName), .text(member.role.rawValue), .text(member.passwordHash),
                    .integer(member.created))
            }
            return changed
        }
    }

    private func readMembers() throws -> [Member] {
        try mapRows("SELECT \(memberColumns) FROM members ORDER BY position") { row in
            guard let role = MemberRole(rawValue: row.string(3)), let name = try? MemberName(row.string(1))
            else {
                throw StoreError.corrupt("member \(row.string(0)) has an unknown role or a malformed name")
            }
            return Member(
                id: row.string(0), name: name, displayName: row.string(2), role: role,
                passwordHash: row.string(4), created: row.integer(5) ?? 0)
        }
    }

    public func recents(ofMember id: String?) throws -> [Photo] {
        guard let id else { return try photos("SELECT \(schema.photo) FROM recents ORDER BY rank") }
        guard schema.hasMembers else { return [] }
        return try memberRecents(id)
    }

    @discardableResult
    public func updateRecents(ofMember id: String?, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        guard let id else { return try updateHouseholdRecents(change) }
        return try write([.memberRecents]) {
            let changed = try change(try memberRecents(id))
            try run("DELETE FROM member_recents WHERE member_id = ?", .text(id))
            try insertRanked(changed, into: "member_recents", member: id)
            return changed
        }
    }

    /// Inserts `photos` as ranks 0..<n of `table`: `recents`, or `member_recents` for `member`.
    func insertRanked(_ photos: [Photo], into table: String, member: String? = nil) throws {
        let owner = member.map { [SQLValue.text($0)] } ?? []
        let sql = """
            INSERT INTO \(table) (\(owner.isEmpty ? "" : "member_id, ")rank, \(SQLPhotoColumns.list))
                VALUES (\(owner.isEmpty ? "" : "?, ")?, \(SQLPhotoColumns.placeholders))
            """
        let encoder = JSONEncoder()
        for (rank, photo) in photos.enumerated() {
            try run(sql, owner + [.integer(rank)] + SQLPhotoColumns.values(of: photo, tags: encoder))
        }
    }

    private func memberRecents(_ id: String) throws -> [Photo] {
        try photos(
            "SELECT \(SQLPhotoColumns.list) FROM member_recents WHERE member_id = ? ORDER BY rank",
            [.text(id)])
    }
}

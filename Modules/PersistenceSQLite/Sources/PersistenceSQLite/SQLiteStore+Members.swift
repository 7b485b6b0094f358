import Domain
import PlatformFoundation
import UseCases

extension SQLiteStore: MemberStore, MemberRecentsStore {
    private static let memberColumns = "id, name, display_name, role, password_hash, created"

    public func members() throws -> [Member] {
        try mapped {
            guard selects.hasMembers else { return [] }
            return try readMembers()
        }
    }

    @discardableResult
    public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try mapped {
            try connection.writeTransaction {
                let current = try readMembers()
                let changed = try change(current)
                try connection.query("DELETE FROM members")
                let insert = try connection.prepare(
                    "INSERT INTO members (position, name_key, \(Self.memberColumns)) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                )
                for (position, member) in changed.enumerated() {
                    try insert.bind([
                        .integer(Int64(position)), .text(member.name.key), .text(member.id),
                        .text(member.name.text),
                        .text(member.displayName), .text(member.role.rawValue), .text(member.passwordHash),
                        .integer(member.created),
                    ])
                    try insert.rows()
                }
                return changed
            }
        }
    }

    private func readMembers() throws -> [Member] {
        try connection.query("SELECT \(Self.memberColumns) FROM members ORDER BY position").map { row in
            guard let role = MemberRole(rawValue: row[3].string), let name = try? MemberName(row[1].string)
            else {
                throw StoreError.corrupt("member \(row[0].string) has an unknown role or a malformed name")
            }
            return Member(
                id: row[0].string, name: name, displayName: row[2].string, role: role,
                passwordHash: row[4].string, created: Int64(row[5].int ?? 0))
        }
    }

    public func recents(ofMember id: String) throws -> [Photo] {
        try mapped {
            guard selects.hasMembers else { return [] }
            return try memberRecents(id)
        }
    }

    @discardableResult
    public func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try mapped {
            try connection.writeTransaction {
                let changed = try change(try memberRecents(id))
                try connection.query("DELETE FROM member_recents WHERE member_id = ?", .text(id))
                let insert = try connection.prepare(
                    """
                    INSERT INTO member_recents (member_id, rank, \(SQLitePhotoColumns.list))
                        VALUES (?, ?, \(SQLitePhotoColumns.placeholders))
                    """)
                let encoder = JSONEncoder()
                for (rank, photo) in changed.enumerated() {
                    try insert.bind(
                        [.text(id), .integer(Int64(rank))]
                            + SQLitePhotoColumns.values(of: photo, tags: encoder))
                    try insert.rows()
                }
                return changed
            }
        }
    }

    public func removeRecents(ofMember id: String) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query("DELETE FROM member_recents WHERE member_id = ?", .text(id))
            }
        }
    }

    private func memberRecents(_ id: String) throws -> [Photo] {
        try photos(
            "SELECT \(SQLitePhotoColumns.list) FROM member_recents WHERE member_id = ? ORDER BY rank",
            .text(id))
    }
}

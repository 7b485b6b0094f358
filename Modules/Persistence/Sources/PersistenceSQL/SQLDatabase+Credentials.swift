import Domain
import UseCases

/// Credentials, sign-in failures and edit stamps: a credential is changed under the members' write
/// lock; the other writes are one statement each (atomic on its own, and part of a change's
/// transaction when one is open).
extension SQLDatabase {
    private var credentialColumns: String { "kind, digest, member_id, role, created, expires" }

    @discardableResult
    public func updateCredential(
        _ kind: CredentialKind, digest: String, _ change: (Credential?) throws -> Credential?
    ) throws -> Credential? {
        try write([.members]) {
            let stored = try credential(kind, digest: digest)
            let changed = try change(stored)
            let key: [SQLValue] = [.text(kind.rawValue), .text(digest)]
            guard let changed else {
                if stored != nil {
                    try run("DELETE FROM credentials WHERE kind = ? AND digest = ?", key)
                }
                return stored
            }
            guard changed.kind == kind, changed.digest == digest else {
                throw StoreError.conflict(kind: kind.rawValue, id: "(token)")
            }
            let fields: [SQLValue] = [
                .text(changed.memberID), .text(changed.role?.rawValue), .integer(changed.created),
                changed.expires.map { .integer($0) } ?? .null,
            ]
            if stored == nil {
                try run(
                    "INSERT INTO credentials (\(credentialColumns)) VALUES (?, ?, ?, ?, ?, ?)", key + fields)
            } else {
                try run(
                    """
                    UPDATE credentials SET member_id = ?, role = ?, created = ?, expires = ?
                    WHERE kind = ? AND digest = ?
                    """, fields + key)
            }
            return stored
        }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        guard schema.hasMembers else { return nil }
        return try firstRow(
            "SELECT \(credentialColumns) FROM credentials WHERE kind = ? AND digest = ?",
            [.text(kind.rawValue), .text(digest)], read: Self.credential)
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        guard schema.hasMembers else { return [] }
        return try mapRows(
            """
            SELECT \(credentialColumns) FROM credentials
            WHERE kind = ? AND (CAST(? AS TEXT) IS NULL OR member_id = ?)
            ORDER BY created, \(dialect.insertionOrder ?? "digest" + dialect.byteOrder)
            """, [.text(kind.rawValue), .text(memberID), .text(memberID)], read: Self.credential)
    }

    private static func credential(_ row: Row) throws -> Credential {
        guard let kind = CredentialKind(rawValue: row.string(0)) else {
            throw StoreError.corrupt("a credential has an unknown kind")
        }
        var role: MemberRole?
        if let text = row.text(3) {
            guard let known = MemberRole(rawValue: text) else {
                throw StoreError.corrupt("a credential has an unknown role")
            }
            role = known
        }
        return Credential(
            kind: kind, digest: row.string(1), memberID: row.text(2), role: role,
            created: row.integer(4) ?? 0, expires: row.integer(5))
    }

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        try run(
            "INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)", .text(subject.storedKey),
            .integer(time))
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        guard schema.hasMembers else { return [] }
        return try mapRows(
            "SELECT at FROM sign_in_failures WHERE subject = ? AND at >= ? ORDER BY at",
            [.text(subject.storedKey), .integer(since)]
        ) { $0.integer(0) ?? 0 }
    }

    /// One subject's rows through the index on (subject, at); every subject's by time alone.
    public func removeFailures(of subject: ThrottleSubject?, before time: Int64) throws {
        if let subject {
            try run(
                "DELETE FROM sign_in_failures WHERE subject = ? AND at < ?", .text(subject.storedKey),
                .integer(time))
        } else {
            try run("DELETE FROM sign_in_failures WHERE at < ?", .integer(time))
        }
    }

    public func setLastEdit(of attractionID: String, to edit: AttractionEdit?) throws {
        guard let edit else {
            guard schema.hasMembers else { return }
            return try run("DELETE FROM attraction_edits WHERE attraction_id = ?", .text(attractionID))
        }
        try run(
            """
            INSERT INTO attraction_edits (attraction_id, member_id, at) VALUES (?, ?, ?)
            ON CONFLICT (attraction_id) DO UPDATE SET member_id = excluded.member_id, at = excluded.at
            """, .text(attractionID), .text(edit.memberID), .integer(edit.at))
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        guard schema.hasMembers else { return nil }
        return try firstRow(
            "SELECT member_id, at FROM attraction_edits WHERE attraction_id = ?", [.text(attractionID)]
        ) { row in AttractionEdit(memberID: row.text(0), at: row.integer(1) ?? 0) }
    }
}

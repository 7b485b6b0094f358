import Domain
import PersistenceSQL
import UseCases

extension PostgresStore: CredentialStore, SignInThrottleStore {
    private static let credentialColumns = "kind, digest, member_id, role, created, expires"

    /// One statement: the primary key refuses a digest stored twice.
    public func addCredential(_ credential: Credential) throws {
        let inserted = try connection.execute(
            """
            INSERT INTO credentials (\(Self.credentialColumns)) VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint)
            ON CONFLICT DO NOTHING RETURNING 1
            """,
            [
                credential.kind.rawValue, credential.digest, credential.memberID, credential.role?.rawValue,
                String(credential.created), credential.expires.map(String.init),
            ])
        guard !inserted.isEmpty else {
            throw StoreError.conflict(kind: credential.kind.rawValue, id: "(token)")
        }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        guard selects.hasMembers else { return nil }
        return try Self.credentials(
            try connection.execute(
                "SELECT \(Self.credentialColumns) FROM credentials WHERE kind = $1 AND digest = $2",
                [kind.rawValue, digest])
        ).first
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        guard selects.hasMembers else { return [] }
        return try Self.credentials(
            try connection.execute(
                """
                SELECT \(Self.credentialColumns) FROM credentials
                WHERE kind = $1 AND ($2::text IS NULL OR member_id = $2) ORDER BY created, digest
                """, [kind.rawValue, memberID]))
    }

    /// One DELETE ... RETURNING: of two processes taking the same invitation, one gets the row.
    @discardableResult
    public func removeCredential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try Self.credentials(
            try connection.execute(
                "DELETE FROM credentials WHERE kind = $1 AND digest = $2 RETURNING \(Self.credentialColumns)",
                [kind.rawValue, digest])
        ).first
    }

    @discardableResult
    public func extendCredential(_ kind: CredentialKind, digest: String, expires: Int64) throws -> Bool {
        !(try connection.execute(
            "UPDATE credentials SET expires = $1::bigint WHERE kind = $2 AND digest = $3 RETURNING 1",
            [String(expires), kind.rawValue, digest]
        ).isEmpty)
    }

    @discardableResult
    public func removeCredentials(ofMember id: String, kind: CredentialKind?) throws -> Int {
        try connection.execute(
            "DELETE FROM credentials WHERE member_id = $1 AND ($2::text IS NULL OR kind = $2) RETURNING 1",
            [id, kind?.rawValue]
        ).count
    }

    @discardableResult
    public func removeExpiredCredentials(at now: Int64) throws -> Int {
        try connection.execute(
            "DELETE FROM credentials WHERE expires IS NOT NULL AND expires <= $1::bigint RETURNING 1",
            [String(now)]
        ).count
    }

    private static func credentials(_ rows: [[String?]]) throws -> [Credential] {
        try rows.map { row in
            guard let kind = CredentialKind(rawValue: row[0] ?? "") else {
                throw StoreError.corrupt("a credential has an unknown kind")
            }
            var role: MemberRole?
            if let text = row[3] {
                guard let known = MemberRole(rawValue: text) else {
                    throw StoreError.corrupt("a credential has an unknown role")
                }
                role = known
            }
            return Credential(
                kind: kind, digest: row[1] ?? "", memberID: row[2], role: role,
                created: Int64(row[4] ?? "") ?? 0, expires: row[5].flatMap { Int64($0) })
        }
    }

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        _ = try connection.execute(
            "INSERT INTO sign_in_failures (subject, at) VALUES ($1, $2::bigint)",
            [subject.storedKey, String(time)])
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        guard selects.hasMembers else { return [] }
        return try connection.execute(
            "SELECT at FROM sign_in_failures WHERE subject = $1 AND at >= $2::bigint ORDER BY at",
            [subject.storedKey, String(since)]
        ).compactMap { $0[0].flatMap { Int64($0) } }
    }

    public func clearFailures(_ subject: ThrottleSubject) throws {
        _ = try connection.execute("DELETE FROM sign_in_failures WHERE subject = $1", [subject.storedKey])
    }

    public func removeFailures(before time: Int64) throws {
        _ = try connection.execute("DELETE FROM sign_in_failures WHERE at < $1::bigint", [String(time)])
    }
}

extension PostgresStore: AttractionEditLog {
    public func recordEdit(of attractionID: String, _ edit: AttractionEdit) throws {
        _ = try connection.execute(
            """
            INSERT INTO attraction_edits (attraction_id, member_id, at) VALUES ($1, $2, $3::bigint)
            ON CONFLICT (attraction_id) DO UPDATE SET member_id = excluded.member_id, at = excluded.at
            """, [attractionID, edit.memberID, String(edit.at)])
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        guard selects.hasMembers else { return nil }
        return try connection.execute(
            "SELECT member_id, at FROM attraction_edits WHERE attraction_id = $1", [attractionID]
        ).first.map { row in AttractionEdit(memberID: row[0], at: Int64(row[1] ?? "") ?? 0) }
    }

    public func removeEdit(of attractionID: String) throws {
        guard selects.hasMembers else { return }
        _ = try connection.execute("DELETE FROM attraction_edits WHERE attraction_id = $1", [attractionID])
    }
}

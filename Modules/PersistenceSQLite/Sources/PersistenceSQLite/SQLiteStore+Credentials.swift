import Domain
import PersistenceSQL
import UseCases

extension SQLiteStore: CredentialStore, SignInThrottleStore {
    private static let credentialColumns = "kind, digest, member_id, role, created, expires"

    public func addCredential(_ credential: Credential) throws {
        try mapped {
            try connection.writeTransaction {
                let taken = try connection.query(
                    "SELECT 1 FROM credentials WHERE kind = ? AND digest = ?",
                    .text(credential.kind.rawValue),
                    .text(credential.digest))
                guard taken.isEmpty else {
                    throw StoreError.conflict(kind: credential.kind.rawValue, id: "(token)")
                }
                try connection.query(
                    "INSERT INTO credentials (\(Self.credentialColumns)) VALUES (?, ?, ?, ?, ?, ?)",
                    .text(credential.kind.rawValue), .text(credential.digest),
                    credential.memberID.map { .text($0) } ?? .null,
                    credential.role.map { .text($0.rawValue) } ?? .null,
                    .integer(credential.created), credential.expires.map { .integer($0) } ?? .null)
            }
        }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try mapped {
            guard selects.hasMembers else { return nil }
            return try Self.credentials(
                try connection.query(
                    "SELECT \(Self.credentialColumns) FROM credentials WHERE kind = ? AND digest = ?",
                    .text(kind.rawValue), .text(digest))
            ).first
        }
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        try mapped {
            guard selects.hasMembers else { return [] }
            return try Self.credentials(
                try connection.query(
                    """
                    SELECT \(Self.credentialColumns) FROM credentials
                    WHERE kind = ? AND (?2 IS NULL OR member_id = ?2) ORDER BY created, rowid
                    """, .text(kind.rawValue), memberID.map { .text($0) } ?? .null))
        }
    }

    @discardableResult
    public func removeCredential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try mapped {
            try connection.writeTransaction {
                try Self.credentials(
                    try connection.query(
                        "DELETE FROM credentials WHERE kind = ? AND digest = ? RETURNING \(Self.credentialColumns)",
                        .text(kind.rawValue), .text(digest))
                ).first
            }
        }
    }

    @discardableResult
    public func extendCredential(_ kind: CredentialKind, digest: String, expires: Int64) throws -> Bool {
        try mapped {
            try connection.writeTransaction {
                !(try connection.query(
                    "UPDATE credentials SET expires = ? WHERE kind = ? AND digest = ? RETURNING 1",
                    .integer(expires), .text(kind.rawValue), .text(digest)
                )
                .isEmpty)
            }
        }
    }

    @discardableResult
    public func removeCredentials(ofMember id: String, kind: CredentialKind?) throws -> Int {
        try mapped {
            try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM credentials WHERE member_id = ?1 AND (?2 IS NULL OR kind = ?2) RETURNING 1",
                    .text(id), kind.map { .text($0.rawValue) } ?? .null
                ).count
            }
        }
    }

    @discardableResult
    public func removeExpiredCredentials(at now: Int64) throws -> Int {
        try mapped {
            try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM credentials WHERE expires IS NOT NULL AND expires <= ? RETURNING 1",
                    .integer(now)
                ).count
            }
        }
    }

    private static func credentials(_ rows: [SQLiteRow]) throws -> [Credential] {
        try rows.map { row in
            guard let kind = CredentialKind(rawValue: row[0].string) else {
                throw StoreError.corrupt("a credential has an unknown kind")
            }
            var role: MemberRole?
            if row[3] != .null {
                guard let known = MemberRole(rawValue: row[3].string) else {
                    throw StoreError.corrupt("a credential has an unknown role")
                }
                role = known
            }
            return Credential(
                kind: kind, digest: row[1].string, memberID: row[2] == .null ? nil : row[2].string,
                role: role,
                created: Int64(row[4].int ?? 0), expires: row[5].int.map(Int64.init))
        }
    }

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query(
                    "INSERT INTO sign_in_failures (subject, at) VALUES (?, ?)", .text(subject.storedKey),
                    .integer(time))
            }
        }
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        try mapped {
            guard selects.hasMembers else { return [] }
            return try connection.query(
                "SELECT at FROM sign_in_failures WHERE subject = ? AND at >= ? ORDER BY at",
                .text(subject.storedKey),
                .integer(since)
            ).map { Int64($0[0].int ?? 0) }
        }
    }

    public func clearFailures(_ subject: ThrottleSubject) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM sign_in_failures WHERE subject = ?", .text(subject.storedKey))
            }
        }
    }

    public func removeFailures(before time: Int64) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query("DELETE FROM sign_in_failures WHERE at < ?", .integer(time))
            }
        }
    }
}

extension SQLiteStore: AttractionEditLog {
    public func recordEdit(of attractionID: String, _ edit: AttractionEdit) throws {
        _ = try mapped {
            try connection.writeTransaction {
                try connection.query(
                    """
                    INSERT INTO attraction_edits (attraction_id, member_id, at) VALUES (?, ?, ?)
                    ON CONFLICT (attraction_id) DO UPDATE SET member_id = excluded.member_id, at = excluded.at
                    """, .text(attractionID), edit.memberID.map { .text($0) } ?? .null, .integer(edit.at))
            }
        }
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        try mapped {
            guard selects.hasMembers else { return nil }
            return try connection.query(
                "SELECT member_id, at FROM attraction_edits WHERE attraction_id = ?", .text(attractionID)
            ).first.map { row in
                AttractionEdit(memberID: row[0] == .null ? nil : row[0].string, at: Int64(row[1].int ?? 0))
            }
        }
    }

    public func removeEdit(of attractionID: String) throws {
        _ = try mapped {
            guard selects.hasMembers else { return }
            _ = try connection.writeTransaction {
                try connection.query(
                    "DELETE FROM attraction_edits WHERE attraction_id = ?", .text(attractionID))
            }
        }
    }
}

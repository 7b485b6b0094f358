import Domain
import UseCases

extension InMemoryStore: MemberStore, MemberRecentsStore, CredentialStore, SignInThrottleStore {
    public func members() throws -> [Member] {
        locked { memberList }
    }

    @discardableResult
    public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try locked {
            let changed = try change(memberList)
            if let heir = MemberRules.householdHeir(from: memberList, to: changed) {
                recentsByMember[heir.id] = recentList
                recentList = []
                visitBook.giveHousehold(to: heir.id)
            }
            memberList = changed
            return changed
        }
    }

    public func recents(ofMember id: String) throws -> [Photo] {
        locked { recentsByMember[id] ?? [] }
    }

    @discardableResult
    public func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try locked {
            let changed = try change(recentsByMember[id] ?? [])
            recentsByMember[id] = changed
            return changed
        }
    }

    public func removeRecents(ofMember id: String) throws {
        locked { recentsByMember[id] = nil }
    }

    public func addCredential(_ credential: Credential) throws {
        try locked {
            guard
                !credentialList.contains(where: {
                    $0.kind == credential.kind && $0.digest == credential.digest
                })
            else { throw StoreError.conflict(kind: credential.kind.rawValue, id: "(token)") }
            credentialList.append(credential)
        }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        locked { credentialList.first { $0.kind == kind && $0.digest == digest } }
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        locked { credentialList.filter { $0.kind == kind && (memberID == nil || $0.memberID == memberID) } }
    }

    @discardableResult
    public func removeCredential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        locked {
            guard let index = credentialList.firstIndex(where: { $0.kind == kind && $0.digest == digest })
            else {
                return nil
            }
            return credentialList.remove(at: index)
        }
    }

    @discardableResult
    public func extendCredential(_ kind: CredentialKind, digest: String, expires: Int64) throws -> Bool {
        locked {
            guard let index = credentialList.firstIndex(where: { $0.kind == kind && $0.digest == digest })
            else { return false }
            credentialList[index] = credentialList[index].expiring(at: expires)
            return true
        }
    }

    @discardableResult
    public func removeCredentials(ofMember id: String, kind: CredentialKind?) throws -> Int {
        removeCredentials { $0.memberID == id && (kind == nil || $0.kind == kind) }
    }

    @discardableResult
    public func removeExpiredCredentials(at now: Int64) throws -> Int {
        removeCredentials { $0.isExpired(at: now) }
    }

    private func removeCredentials(where matches: (Credential) -> Bool) -> Int {
        locked {
            let before = credentialList.count
            credentialList.removeAll(where: matches)
            return before - credentialList.count
        }
    }

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        locked { failureTimes[subject.storedKey, default: []].append(time) }
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        locked { (failureTimes[subject.storedKey] ?? []).filter { $0 >= since }.sorted() }
    }

    public func clearFailures(_ subject: ThrottleSubject) throws {
        locked { failureTimes[subject.storedKey] = nil }
    }

    public func removeFailures(before time: Int64) throws {
        locked {
            failureTimes = failureTimes.compactMapValues { times in
                let kept = times.filter { $0 >= time }
                return kept.isEmpty ? nil : kept
            }
        }
    }
}

extension InMemoryStore: AttractionEditLog {
    public func recordEdit(of attractionID: String, _ edit: AttractionEdit) throws {
        locked { editsByAttraction[attractionID] = edit }
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        locked { editsByAttraction[attractionID] }
    }

    public func removeEdit(of attractionID: String) throws {
        locked { editsByAttraction[attractionID] = nil }
    }
}

extension InMemoryStore: VisitStore {
    public func visits(ofMember memberID: String?) throws -> [AttractionVisits] {
        locked { visitBook.visits(ofMember: memberID) }
    }

    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        try locked { try visitBook.update(ofMember: memberID, attraction: attractionID, change) }
    }

    public func everyVisit() throws -> [VisitRecord] {
        locked { visitBook.every }
    }

    public func removeVisits(ofMember memberID: String?) throws {
        locked { visitBook.remove(ofMember: memberID) }
    }

    public func removeVisits(ofAttraction attractionID: String) throws {
        locked { visitBook.remove(ofAttraction: attractionID) }
    }
}

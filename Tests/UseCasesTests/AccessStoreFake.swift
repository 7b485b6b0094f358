import Domain
import UseCases

/// Members, credentials, failures and the household's recents kept in arrays, for use-case tests;
/// records how many times the member list was written. It keeps what it is given, as a store does.
/// `@unchecked Sendable`: each test uses it from one task only.
final class AccessStoreFake: AccessStore, @unchecked Sendable {
    var memberList: [Member] = []
    var householdRecents: [Photo] = []
    var recentsByMember: [String: [Photo]] = [:]
    var credentialList: [Credential] = []
    var failureTimes: [String: [Int64]] = [:]
    var householdValue = Household()
    var planList: [Plan] = []
    private(set) var memberWrites = 0

    func members() throws -> [Member] { memberList }

    func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        let changed = try change(memberList)
        memberList = changed
        memberWrites += 1
        return changed
    }

    func recents(ofMember id: String?) throws -> [Photo] {
        guard let id else { return householdRecents }
        return recentsByMember[id] ?? []
    }

    func updateRecents(ofMember id: String?, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        guard let id else {
            householdRecents = try change(householdRecents)
            return householdRecents
        }
        let changed = try change(recentsByMember[id] ?? [])
        recentsByMember[id] = changed
        return changed
    }

    func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        credentialList.first { $0.kind == kind && $0.digest == digest }
    }

    func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        credentialList.filter { $0.kind == kind && (memberID == nil || $0.memberID == memberID) }
    }

    func updateCredential(
        _ kind: CredentialKind, digest: String, _ change: (Credential?) throws -> Credential?
    ) throws -> Credential? {
        let index = credentialList.firstIndex { $0.kind == kind && $0.digest == digest }
        let stored = index.map { credentialList[$0] }
        switch (index, try change(stored)) {
        case (let index?, let changed?): credentialList[index] = changed
        case (let index?, nil): credentialList.remove(at: index)
        case (nil, let changed?): credentialList.append(changed)
        case (nil, nil): break
        }
        return stored
    }

    func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        failureTimes[subject.storedKey, default: []].append(time)
    }

    func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        (failureTimes[subject.storedKey] ?? []).filter { $0 >= since }
    }

    func removeFailures(of subject: ThrottleSubject?, before time: Int64) throws {
        for key in failureTimes.keys where subject.map({ $0.storedKey == key }) ?? true {
            failureTimes[key] = failureTimes[key]?.filter { $0 >= time }
        }
    }

    func setLastEdit(of attractionID: String, to edit: AttractionEdit?) throws {
        edits.edits[attractionID] = edit
    }
    func lastEdit(of attractionID: String) throws -> AttractionEdit? { edits.edits[attractionID] }
    let edits = AttractionEditLogFake()

    /// Visit records by member key, then attraction id.
    var visitRecords: [String: [String: AttractionVisits]] = [:]

    func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        let changed = try change(
            visitRecords[memberID ?? ""]?[attractionID] ?? AttractionVisits(attractionID: attractionID))
        visitRecords[memberID ?? "", default: [:]][attractionID] = changed.isEmpty ? nil : changed
        return changed
    }

    func everyVisit() throws -> [VisitRecord] {
        visitRecords.keys.sorted().flatMap { key in
            (visitRecords[key] ?? [:]).values.sorted { $0.attractionID < $1.attractionID }.map {
                VisitRecord(memberID: key.isEmpty ? nil : key, visits: $0)
            }
        }
    }
}

/// A hasher that writes "hashed:" before the password, so a test can see what was hashed
/// (and that nothing stored is the password itself); `rehashAll` makes every hash stale.
struct PasswordHasherStub: PasswordHasher {
    var rehashAll = false

    func hash(_ password: Password) throws -> String { "hashed:" + password.normalized }
    func verify(_ password: Password, against hash: String) -> Bool {
        hash == "hashed:" + password.normalized
    }
    func needsRehash(_ hash: String) -> Bool { rehashAll }
}

/// Tokens "token-1", "token-2", ... with digests "digest(TOKEN)".
final class TokenMinterStub: TokenMinter, @unchecked Sendable {
    private var count = 0

    func newToken() -> String {
        count += 1
        return "token-\(count)"
    }

    func digest(of token: String) -> String { "digest(\(token))" }
    func same(_ left: String, _ right: String) -> Bool { left == right }
}

/// The last edit of each attraction, kept in a dictionary.
final class AttractionEditLogFake: AttractionEditLog, @unchecked Sendable {
    var edits: [String: AttractionEdit] = [:]

    func setLastEdit(of attractionID: String, to edit: AttractionEdit?) throws { edits[attractionID] = edit }
    func lastEdit(of attractionID: String) throws -> AttractionEdit? { edits[attractionID] }
}

extension AccessStoreFake {
    /// The ports a use case over members needs, this fake for the access ports and the recents.
    var stores: Stores {
        ImmediateTransactions.stores(
            attractions: AttractionStoreSpy(), catalog: PhotoStoreSpy(), recents: self,
            guide: GuideStoreSpy(),
            access: self)
    }

    func household() throws -> Household { householdValue }

    func updateHousehold(_ change: (Household) throws -> Household) throws -> Household {
        householdValue = try change(householdValue)
        return householdValue
    }

    func plans() throws -> [Plan] { planList }

    func updatePlans(_ change: ([Plan]) throws -> [Plan]) throws -> [Plan] {
        planList = try change(planList)
        return planList
    }
}

import Domain
import UseCases

extension DocumentStore: MemberStore, RecentsStore, CredentialStore, SignInThrottleStore {
    public func members() throws -> [Member] {
        try read().members
    }

    @discardableResult
    public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try self.change { document in
            let changed = try change(document.members)
            document.members = changed
            return changed
        }
    }

    public func recents(ofMember id: String?) throws -> [Photo] {
        let document = try read()
        guard let id else { return document.recents }
        return document.memberRecents[id] ?? []
    }

    @discardableResult
    public func updateRecents(ofMember id: String?, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try self.change { document in
            guard let id else {
                document.recents = try change(document.recents)
                return document.recents
            }
            let changed = try change(document.memberRecents[id] ?? [])
            document.memberRecents[id] = changed
            return changed
        }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try read().credentials.first { $0.kind == kind && $0.digest == digest }
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        try read().credentials.filter { $0.kind == kind && (memberID == nil || $0.memberID == memberID) }
    }

    /// A new credential goes last, so the list stays in the order made.
    @discardableResult
    public func updateCredential(
        _ kind: CredentialKind, digest: String, _ change: (Credential?) throws -> Credential?
    ) throws -> Credential? {
        try self.change { document in
            let index = document.credentials.firstIndex { $0.kind == kind && $0.digest == digest }
            let stored = index.map { document.credentials[$0] }
            let changed = try change(stored)
            if let changed, changed.kind != kind || changed.digest != digest {
                throw StoreError.conflict(kind: kind.rawValue, id: "(token)")
            }
            switch (index, changed) {
            case (let index?, let changed?): document.credentials[index] = changed
            case (let index?, nil): document.credentials.remove(at: index)
            case (nil, let changed?): document.credentials.append(changed)
            case (nil, nil): break
            }
            return stored
        }
    }

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        try change { document in document.signInFailures[subject.storedKey, default: []].append(time) }
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        (try read().signInFailures[subject.storedKey] ?? []).filter { $0 >= since }.sorted()
    }

    public func removeFailures(of subject: ThrottleSubject?, before time: Int64) throws {
        try change { document in
            for (key, times) in document.signInFailures where subject.map({ $0.storedKey == key }) ?? true {
                let kept = times.filter { $0 >= time }
                document.signInFailures[key] = kept.isEmpty ? nil : kept
            }
        }
    }
}

extension DocumentStore: AttractionEditLog {
    public func setLastEdit(of attractionID: String, to edit: AttractionEdit?) throws {
        // Forgetting what is not there writes nothing (a document write costs the whole file).
        if edit == nil, try lastEdit(of: attractionID) == nil { return }
        try change { document in document.attractionEdits[attractionID] = edit }
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        try read().attractionEdits[attractionID]
    }
}

extension DocumentStore: VisitStore {
    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        try self.change { document in
            try document.visits.update(ofMember: memberID, attraction: attractionID, change)
        }
    }

    public func everyVisit() throws -> [VisitRecord] {
        try read().visits.every
    }
}

extension DocumentStore: HouseholdStore {
    public func household() throws -> Household {
        try read().household
    }

    @discardableResult
    public func updateHousehold(_ change: (Household) throws -> Household) throws -> Household {
        try self.change { document in
            document.household = try change(document.household)
            return document.household
        }
    }
}

extension DocumentStore: PlanStore {
    public func plans() throws -> [Plan] {
        try read().plans
    }

    @discardableResult
    public func updatePlans(_ change: ([Plan]) throws -> [Plan]) throws -> [Plan] {
        try self.change { document in
            document.plans = try change(document.plans)
            return document.plans
        }
    }
}

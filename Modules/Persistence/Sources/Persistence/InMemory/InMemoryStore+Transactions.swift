import Domain
import UseCases

extension InMemoryStore: StoreTransactions {
    /// Holds the store's lock for the whole change and, when it throws, puts back everything the
    /// store held before it: the change is kept whole or not at all, as on the SQL stores.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        try locked {
            let before = Contents(self)
            do {
                return try change(Stores(self))
            } catch {
                before.restore(into: self)
                throw error
            }
        }
    }

    /// Everything the store holds, as values.
    private struct Contents {
        let attractionList: AttractionList
        let placesByID: [String: Place]
        let photosByID: [String: Photo]
        let recentList: [Photo]
        let licenceList: [PhotoLicence]
        let memberList: [Member]
        let recentsByMember: [String: [Photo]]
        let credentialList: [Credential]
        let failureTimes: [String: [Int64]]
        let editsByAttraction: [String: AttractionEdit]
        let visitBook: VisitBook

        init(_ store: InMemoryStore) {
            attractionList = store.attractionList
            placesByID = store.placesByID
            photosByID = store.photosByID
            recentList = store.recentList
            licenceList = store.licenceList
            memberList = store.memberList
            recentsByMember = store.recentsByMember
            credentialList = store.credentialList
            failureTimes = store.failureTimes
            editsByAttraction = store.editsByAttraction
            visitBook = store.visitBook
        }

        func restore(into store: InMemoryStore) {
            store.attractionList = attractionList
            store.placesByID = placesByID
            store.photosByID = photosByID
            store.recentList = recentList
            store.licenceList = licenceList
            store.memberList = memberList
            store.recentsByMember = recentsByMember
            store.credentialList = credentialList
            store.failureTimes = failureTimes
            store.editsByAttraction = editsByAttraction
            store.visitBook = visitBook
        }
    }
}

import Domain
import Platform
import UseCases

/// Every store port over a pool of open stores: each call borrows one store for its length. A
/// store adapter holds one connection, so sharing one between threads would serialize them; this
/// lets use cases be built once and shared by every worker thread of a server, each call running
/// on a connection of its own. A closure handed to a call (`forEachAttraction`, `readGuide`,
/// `updateRecents`, `saveStreaming`) runs while that call holds its store, so it must not call
/// these ports again: with every store lent out it would wait for itself. A pooled store is never
/// dropped for a lost connection: a PostgreSQL store opens its connection again itself at its next
/// use, so a server's restart costs the pool nothing.
public struct PooledStores: AttractionStore, PhotoCatalogStore, RecentsStore, GuideStore, AccessStore,
    StoreTransactions
{
    private let pool: ConnectionPool<Stores>

    public init(_ pool: ConnectionPool<Stores>) {
        self.pool = pool
    }

    /// The ports to hand to use cases.
    public var stores: Stores { Stores(self) }

    // MARK: StoreTransactions

    /// The whole change on one borrowed store: `change` is handed that store's ports, so every
    /// write it makes goes over the one connection its transaction is open on.
    public func inOneTransaction<T>(_ change: (Stores) throws -> T) throws -> T {
        try pool.with { try $0.transactions.inOneTransaction(change) }
    }

    // MARK: AttractionStore

    public func attractions() throws -> [Attraction] {
        try pool.with { try $0.attractions.attractions() }
    }

    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try pool.with { try $0.attractions.forEachAttraction(body) }
    }

    public func attraction(id: String) throws -> Attraction? {
        try pool.with { try $0.attractions.attraction(id: id) }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try pool.with { try $0.attractions.add(attraction) }
    }

    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        try pool.with { try $0.attractions.replace(attraction) }
    }

    public func remove(id: String) throws {
        try pool.with { try $0.attractions.remove(id: id) }
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try pool.with { try $0.attractions.replaceAll(with: attractions) }
    }

    @discardableResult public func move(id: String, to position: Int) throws -> Attraction {
        try pool.with { try $0.attractions.move(id: id, to: position) }
    }

    // MARK: PhotoCatalogStore

    public func save(places: [Place], photos: [Photo]) throws {
        try pool.with { try $0.catalog.save(places: places, photos: photos) }
    }

    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try pool.with { try $0.catalog.saveStreaming(produce) }
    }

    public func places() throws -> [Place] {
        try pool.with { try $0.catalog.places() }
    }

    public func photoLicences() throws -> [PhotoLicence] {
        try pool.with { try $0.catalog.photoLicences() }
    }

    public func replacePhotoLicences(_ licences: [PhotoLicence]) throws {
        try pool.with { try $0.catalog.replacePhotoLicences(licences) }
    }

    public func place(id: String) throws -> Place? {
        try pool.with { try $0.catalog.place(id: id) }
    }

    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        try pool.with { try $0.catalog.photos(inPlace: placeID, limit: limit) }
    }

    public func photo(id: String) throws -> Photo? {
        try pool.with { try $0.catalog.photo(id: id) }
    }

    public func allPhotos() throws -> [Photo] {
        try pool.with { try $0.catalog.allPhotos() }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try pool.with { try $0.catalog.replaceAll(places: places, photos: photos) }
    }

    // MARK: RecentsStore

    public func recents() throws -> [Photo] {
        try pool.with { try $0.recents.recents() }
    }

    @discardableResult public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try pool.with { try $0.recents.updateRecents(change) }
    }

    // MARK: GuideStore

    public func guide() throws -> Guide {
        try pool.with { try $0.guide.guide() }
    }

    public func summary() throws -> TransferStores.Summary {
        try pool.with { try $0.guide.summary() }
    }

    public func isEmpty() throws -> Bool {
        try pool.with { try $0.guide.isEmpty() }
    }

    public func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        try pool.with { try $0.guide.readGuide(body) }
    }

    @discardableResult
    public func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary {
        try pool.with { try $0.guide.replaceGuide(from: source, replacing: replacing) }
    }

    @discardableResult public func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction] {
        try pool.with { try $0.guide.seedAttractions(attractions) }
    }

    public func problems() throws -> [String] {
        try pool.with { try $0.guide.problems() }
    }

    // MARK: MemberStore, MemberRecentsStore

    public func members() throws -> [Member] {
        try pool.with { try $0.access.members() }
    }

    @discardableResult public func updateMembers(_ change: ([Member]) throws -> [Member]) throws -> [Member] {
        try pool.with { try $0.access.updateMembers(change) }
    }

    public func recents(ofMember id: String) throws -> [Photo] {
        try pool.with { try $0.access.recents(ofMember: id) }
    }

    @discardableResult
    public func updateRecents(ofMember id: String, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try pool.with { try $0.access.updateRecents(ofMember: id, change) }
    }

    public func removeRecents(ofMember id: String) throws {
        try pool.with { try $0.access.removeRecents(ofMember: id) }
    }

    // MARK: CredentialStore

    public func addCredential(_ credential: Credential) throws {
        try pool.with { try $0.access.addCredential(credential) }
    }

    public func credential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try pool.with { try $0.access.credential(kind, digest: digest) }
    }

    public func credentials(_ kind: CredentialKind, memberID: String?) throws -> [Credential] {
        try pool.with { try $0.access.credentials(kind, memberID: memberID) }
    }

    @discardableResult
    public func removeCredential(_ kind: CredentialKind, digest: String) throws -> Credential? {
        try pool.with { try $0.access.removeCredential(kind, digest: digest) }
    }

    @discardableResult
    public func extendCredential(_ kind: CredentialKind, digest: String, expires: Int64) throws -> Bool {
        try pool.with { try $0.access.extendCredential(kind, digest: digest, expires: expires) }
    }

    @discardableResult
    public func removeCredentials(ofMember id: String, kind: CredentialKind?) throws -> Int {
        try pool.with { try $0.access.removeCredentials(ofMember: id, kind: kind) }
    }

    @discardableResult
    public func removeExpiredCredentials(at now: Int64) throws -> Int {
        try pool.with { try $0.access.removeExpiredCredentials(at: now) }
    }

    // MARK: SignInThrottleStore

    public func recordFailure(_ subject: ThrottleSubject, at time: Int64) throws {
        try pool.with { try $0.access.recordFailure(subject, at: time) }
    }

    public func failures(_ subject: ThrottleSubject, since: Int64) throws -> [Int64] {
        try pool.with { try $0.access.failures(subject, since: since) }
    }

    public func clearFailures(_ subject: ThrottleSubject) throws {
        try pool.with { try $0.access.clearFailures(subject) }
    }

    public func removeFailures(before time: Int64) throws {
        try pool.with { try $0.access.removeFailures(before: time) }
    }

    // MARK: AttractionEditLog

    public func recordEdit(of attractionID: String, _ edit: AttractionEdit) throws {
        try pool.with { try $0.access.recordEdit(of: attractionID, edit) }
    }

    public func lastEdit(of attractionID: String) throws -> AttractionEdit? {
        try pool.with { try $0.access.lastEdit(of: attractionID) }
    }

    public func removeEdit(of attractionID: String) throws {
        try pool.with { try $0.access.removeEdit(of: attractionID) }
    }

    // MARK: VisitStore

    public func visits(ofMember memberID: String?) throws -> [AttractionVisits] {
        try pool.with { try $0.access.visits(ofMember: memberID) }
    }

    @discardableResult
    public func updateVisits(
        ofMember memberID: String?, attraction attractionID: String,
        _ change: (AttractionVisits) throws -> AttractionVisits
    ) throws -> AttractionVisits {
        try pool.with { try $0.access.updateVisits(ofMember: memberID, attraction: attractionID, change) }
    }

    public func everyVisit() throws -> [VisitRecord] {
        try pool.with { try $0.access.everyVisit() }
    }

    public func removeVisits(ofMember memberID: String?) throws {
        try pool.with { try $0.access.removeVisits(ofMember: memberID) }
    }

    public func removeVisits(ofAttraction attractionID: String) throws {
        try pool.with { try $0.access.removeVisits(ofAttraction: attractionID) }
    }
}

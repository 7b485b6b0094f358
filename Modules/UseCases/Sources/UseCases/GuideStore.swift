import Domain

/// A whole guide: what `transfer` copies between stores.
public struct Guide: Sendable {
    public var attractions: [Attraction]
    public var places: [Place]
    public var photos: [Photo]
    public var recents: [Photo]

    public init(attractions: [Attraction], places: [Place], photos: [Photo], recents: [Photo]) {
        self.attractions = attractions
        self.places = places
        self.photos = photos
        self.recents = recents
    }

    public var summary: TransferStores.Summary {
        TransferStores.Summary(
            attractions: attractions.count, places: places.count, photos: photos.count,
            recents: recents.count)
    }
}

/// Operations on a whole store at once, each one atomic on that store, so a transfer or the sample
/// can never leave a store half-written and concurrent runs cannot interleave.
/// `Sendable`: an adapter serializes its own access, so one instance may be shared by any number
/// of threads or tasks and each method is one atomic step (README, "Using the modules from many
/// threads").
public protocol GuideStore: Sendable {
    /// Everything the store holds, read in one consistent snapshot.
    func guide() throws -> Guide
    /// How much the store holds.
    func summary() throws -> TransferStores.Summary
    /// One atomic step: unless `replacing`, a store holding anything is refused with
    /// `TransferError.targetNotEmpty` and left unchanged; otherwise attractions (ids, versions and
    /// order kept), catalog and recents all become the given ones, or on failure none does.
    func replaceGuide(with guide: Guide, replacing: Bool) throws
    /// Adds `attractions` in order, only to a guide that has none and never had one removed (so a
    /// sample never brings back what the user deleted): one atomic step. Returns what was added.
    @discardableResult func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction]
    /// Checks every invariant the store promises (and, where the backend has one, its own integrity
    /// check); returns one line per problem, nothing when the store is sound.
    func problems() throws -> [String]
}

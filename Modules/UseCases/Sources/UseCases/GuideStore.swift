import Domain

/// A whole guide: what `transfer` copies between stores.
public struct Guide: Sendable {
    public var attractions: [Attraction]
    public var places: [Place]
    public var photos: [Photo]
    public var recents: [Photo]
    /// The licence list a refresh stored (empty when none was); not counted in `summary`.
    public var licences: [PhotoLicence]

    public init(
        attractions: [Attraction], places: [Place], photos: [Photo], recents: [Photo],
        licences: [PhotoLicence] = []
    ) {
        self.attractions = attractions
        self.places = places
        self.photos = photos
        self.recents = recents
        self.licences = licences
    }

    public var summary: TransferStores.Summary {
        TransferStores.Summary(
            attractions: attractions.count, places: places.count, photos: photos.count,
            recents: recents.count)
    }
}

/// Operations on a whole store at once, each one atomic on that store, so a transfer or the sample
/// can never leave a store half-written and concurrent runs cannot interleave. `Sendable`: an
/// adapter serializes its own access, so one instance may be shared by any number of threads or
/// tasks and each method is one atomic step (the concurrency contract in docs/architecture.md). The
/// rules below are what the store contract (the `StoreContract` package) checks of every backend.
public protocol GuideStore: GuideSource {
    /// How much the store holds: attractions, places, photos and the household's recents.
    func summary() throws -> TransferStores.Summary
    /// One atomic step: unless `replacing`, a store holding anything (a single recent is enough)
    /// is refused with `TransferError.targetNotEmpty` carrying its `summary()`, and left
    /// unchanged; otherwise attractions (ids, versions and order kept, positions 1...count),
    /// places, photos, the licence list (none when the source has none) and recents all become
    /// those `source` reads, and nothing the store held before is kept. An id the store removed
    /// before never repeats one of its versions: it continues past the removed one, as `add` does
    /// (an id removed at version 1 and copied in at version 1 is stored at 2). When `source` or a
    /// write fails part way, none of it lands and the source's error is rethrown unchanged. The
    /// target writes what it reads in batches, so a copy holds only a batch at a time. Returns
    /// how much was copied.
    @discardableResult
    func replaceGuide(from source: any GuideReader, replacing: Bool) throws -> TransferStores.Summary
    /// Adds `attractions` in order, only to a guide that has none and never had one removed (so a
    /// sample never brings back what the user deleted): one atomic step. Returns what was added,
    /// nothing when the guide already has or had attractions.
    @discardableResult func seedAttractions(_ attractions: [Attraction]) throws -> [Attraction]
    /// Checks every invariant the store promises (and, where the backend has one, its own integrity
    /// check); returns one line per problem, nothing when the store is sound (after any sequence
    /// of the ports' own writes). Among them, each once: `place ID latitude L is outside
    /// -90.0...90.0`, `photo ID longitude L is outside -180.0...180.0`, `photo ID has only one of
    /// latitude and longitude`, `licence ID has no name`, `licence ID has a URL that is not http or
    /// https`.
    func problems() throws -> [String]
}

extension GuideStore {
    /// `replaceGuide(from:replacing:)` with a guide already in memory.
    public func replaceGuide(with guide: Guide, replacing: Bool) throws {
        try replaceGuide(from: guide, replacing: replacing)
    }
}

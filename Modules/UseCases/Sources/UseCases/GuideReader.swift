import Domain

/// A guide read piece by piece from one consistent snapshot of a store (`GuideStore.readGuide`),
/// so that copying a store of any size holds only a batch of it at a time. Used only inside the
/// `readGuide` call that handed it over.
public protocol GuideReader {
    /// Attractions in position order, with their ids and versions.
    func forEachAttraction(_ body: (Attraction) throws -> Void) throws
    /// Every place, in no particular order.
    func forEachPlace(_ body: (Place) throws -> Void) throws
    /// Every photo of the catalog, in no particular order.
    func forEachPhoto(_ body: (Photo) throws -> Void) throws
    /// The recents, newest first (at most 20, so read whole).
    func readRecents() throws -> [Photo]
    /// The stored licence list (a few dozen entries, so read whole); empty when none was fetched.
    func readLicences() throws -> [PhotoLicence]
}

/// Whatever hands out one consistent snapshot of a whole guide: a store (`GuideStore`), or a
/// backup file already verified, which `TransferStores` copies from alike.
public protocol GuideSource: Sendable {
    /// Hands `body` a reader over one consistent snapshot of the whole guide, valid until `body`
    /// returns; the rows are read as `body` asks for them, never all at once.
    func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T
}

/// A guide already in memory reads as itself: the whole-value `replaceGuide(with:)` and the
/// in-memory backends go through the same path as a streamed copy.
extension Guide: GuideReader {
    public func forEachAttraction(_ body: (Attraction) throws -> Void) throws {
        try attractions.forEach(body)
    }
    public func forEachPlace(_ body: (Place) throws -> Void) throws { try places.forEach(body) }
    public func forEachPhoto(_ body: (Photo) throws -> Void) throws { try photos.forEach(body) }
    public func readRecents() throws -> [Photo] { recents }
    public func readLicences() throws -> [PhotoLicence] { licences }

    /// Everything `reader` holds, for backends that keep a whole guide in memory anyway.
    public init(reading reader: any GuideReader) throws {
        var attractions: [Attraction] = []
        var places: [Place] = []
        var photos: [Photo] = []
        try reader.forEachAttraction { attractions.append($0) }
        try reader.forEachPlace { places.append($0) }
        try reader.forEachPhoto { photos.append($0) }
        self.init(
            attractions: attractions, places: places, photos: photos, recents: try reader.readRecents(),
            licences: try reader.readLicences())
    }
}

/// Groups a stream into arrays of at most `size`, for targets that write a batch per statement
/// group; the last, shorter batch is handed over too.
public struct Batches<Element> {
    public let size: Int
    private var pending: [Element] = []
    private let flush: ([Element]) throws -> Void

    public init(of size: Int, _ flush: @escaping ([Element]) throws -> Void) {
        self.size = size
        self.flush = flush
        pending.reserveCapacity(size)
    }

    public mutating func append(_ element: Element) throws {
        pending.append(element)
        if pending.count >= size { try finish() }
    }

    /// Hands over what is pending (call once the stream ends).
    public mutating func finish() throws {
        guard !pending.isEmpty else { return }
        try flush(pending)
        pending.removeAll(keepingCapacity: true)
    }
}

extension GuideReader {
    /// Hands everything this reader reads to a store's writers, `batchSize` rows at a time, and
    /// counts it: the one copy loop of every backend that writes a transfer in batches inside its
    /// own transaction. `attractions` gets each batch with the position of its first row.
    public func copy(
        batchSize: Int,
        attractions writeAttractions: @escaping (_ batch: [Attraction], _ firstPosition: Int) throws -> Void,
        places writePlaces: @escaping ([Place]) throws -> Void,
        photos writePhotos: @escaping ([Photo]) throws -> Void,
        recents writeRecents: ([Photo]) throws -> Void,
        licences writeLicences: ([PhotoLicence]) throws -> Void
    ) throws -> TransferStores.Summary {
        var written = 0
        let attractions = try copy(batchSize: batchSize, forEach: forEachAttraction) { batch in
            try writeAttractions(batch, written + 1)
            written += batch.count
        }
        let places = try copy(batchSize: batchSize, forEach: forEachPlace, write: writePlaces)
        let photos = try copy(batchSize: batchSize, forEach: forEachPhoto, write: writePhotos)
        let recents = try readRecents()
        try writeRecents(recents)
        try writeLicences(try readLicences())
        return TransferStores.Summary(
            attractions: attractions, places: places, photos: photos, recents: recents.count)
    }

    private func copy<Element>(
        batchSize: Int, forEach: (_ body: (Element) throws -> Void) throws -> Void,
        write: @escaping ([Element]) throws -> Void
    ) throws -> Int {
        var count = 0
        var batch = Batches<Element>(of: batchSize, write)
        try forEach {
            count += 1
            try batch.append($0)
        }
        try batch.finish()
        return count
    }
}

extension GuideSource {
    /// Everything the source holds, read in one consistent snapshot (`readGuide`).
    public func guide() throws -> Guide {
        try readGuide { try Guide(reading: $0) }
    }
}

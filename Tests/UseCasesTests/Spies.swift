import Domain
import UseCases

/// Records what the editor hands over; can be told to fail.
final class EditorDelegateSpy: AttractionEditorDelegate {
    enum Message: Equatable {
        case save(Attraction)
        case cancel
    }

    private(set) var messages: [Message] = []
    var saveError: (any Error)?

    func attractionEditor(didSave draft: Attraction) throws -> Attraction {
        messages.append(.save(draft))
        if let saveError { throw saveError }
        var stored = draft
        stored.version += 1
        return stored
    }

    func attractionEditorDidCancel() {
        messages.append(.cancel)
    }
}

/// An attraction store that records calls and answers from a stubbed list.
/// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
final class AttractionStoreSpy: AttractionStore, @unchecked Sendable {
    enum Message: Equatable {
        case list
        case walk
        case find(String)
        case add(Attraction)
        case replace(Attraction)
        case remove(String)
        case move(String, Int)
    }

    private(set) var messages: [Message] = []
    var stored: [Attraction] = []
    var replaceError: (any Error)?

    func attractions() throws -> [Attraction] {
        messages.append(.list)
        return stored
    }

    /// A guide of the stubbed list alone: what `forEachAttraction` walks.
    func readGuide<T>(_ body: (any GuideReader) throws -> T) throws -> T {
        messages.append(.walk)
        return try body(Guide(attractions: stored, places: [], photos: [], recents: []))
    }

    func attraction(id: String) throws -> Attraction? {
        messages.append(.find(id))
        return stored.first { $0.id == id }
    }

    func add(_ attraction: Attraction) throws -> Attraction {
        messages.append(.add(attraction))
        var added = attraction
        added.position = stored.count + 1
        added.version = 1
        stored.append(added)
        return added
    }

    /// Returns the draft one version on, at the position the spy holds it (else its own).
    func replace(_ attraction: Attraction) throws -> Attraction {
        messages.append(.replace(attraction))
        if let replaceError { throw replaceError }
        var replaced = attraction
        replaced.version += 1
        replaced.position = stored.first(where: { $0.id == attraction.id })?.position ?? attraction.position
        return replaced
    }

    func remove(id: String) throws {
        messages.append(.remove(id))
    }

    /// Moves for real (and renumbers), so a use case that reads the position back sees the move.
    func move(id: String, to position: Int) throws -> Attraction {
        messages.append(.move(id, position))
        guard let index = stored.firstIndex(where: { $0.id == id }) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        stored.insert(stored.remove(at: index), at: position - 1)
        for offset in stored.indices { stored[offset].position = offset + 1 }
        return stored[position - 1]
    }
}

/// A photo catalog and recents store in one, recording the limits asked for.
/// `@unchecked Sendable` as the port asks; each test uses its spy from one task only.
final class PhotoStoreSpy: PhotoCatalogStore, RecentsStore, @unchecked Sendable {
    var storedPlaces: [Place] = []
    var storedPhotos: [Photo] = []
    var storedRecents: [Photo] = []
    var storedLicences: [PhotoLicence] = []
    private(set) var requestedLimits: [Int] = []

    /// The batches of the last streamed save, recorded only when it completed (as a store commits).
    private(set) var streamedBatches: [([Place], [Photo])] = []

    func saveStreaming(
        licences: [PhotoLicence]?,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        var batches: [([Place], [Photo])] = []
        try produce { batches.append(($0, $1)) }
        streamedBatches = batches
        if let licences { storedLicences = licences }
    }

    func places() throws -> [Place] { storedPlaces }

    func photos(_ selection: PhotoSelection) throws -> [Photo] {
        switch selection {
        case .id(let id): return storedPhotos.filter { $0.id == id }.prefix(1).map { $0 }
        case .place(let placeID, let limit):
            requestedLimits.append(limit)
            return Array(storedPhotos.filter { $0.placeID == placeID }.prefix(limit))
        case .all: return storedPhotos
        }
    }

    func photoLicences() throws -> [PhotoLicence] { storedLicences }

    /// One list, whoever asks: the use cases tested with the spy serve one reader.
    func recents(ofMember _: String?) throws -> [Photo] { storedRecents }

    func updateRecents(ofMember _: String?, _ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        storedRecents = try change(storedRecents)
        return storedRecents
    }
}

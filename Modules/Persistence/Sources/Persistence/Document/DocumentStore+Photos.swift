import Domain
import UseCases

extension DocumentStore: PhotoCatalogStore {
    /// The whole store is in memory anyway: batches are collected and saved at once.
    public func saveStreaming(
        licences: [PhotoLicence]?,
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        let (places, photos) = try CollectedCatalog.collect(produce)
        try change { document in
            document.places = Self.merged(document.places, places, id: \.id)
            document.photos = Self.merged(document.photos, photos, id: \.id)
            if let licences { document.licences = licences }
        }
    }

    public func places() throws -> [Place] {
        try read().places
    }

    public func photos(_ selection: PhotoSelection) throws -> [Photo] {
        let all = try read().photos
        switch selection {
        case .id(let id):
            return all.first { $0.id == id }.map { [$0] } ?? []
        case .place(let placeID, let limit):
            return Array(all.filter { $0.placeID == placeID }.sorted(by: Photo.newestFirst).prefix(limit))
        case .all:
            return all
        }
    }

    public func photoLicences() throws -> [PhotoLicence] {
        try read().licences
    }

    /// `existing` with every `incoming` value replacing the one of the same id or appended.
    static func merged<T>(_ existing: [T], _ incoming: [T], id: (T) -> String) -> [T] {
        var result = existing
        var indexByID = Dictionary(existing.enumerated().map { (id($1), $0) }) { first, _ in first }
        for value in incoming {
            if let index = indexByID[id(value)] {
                result[index] = value
            } else {
                indexByID[id(value)] = result.count
                result.append(value)
            }
        }
        return result
    }
}

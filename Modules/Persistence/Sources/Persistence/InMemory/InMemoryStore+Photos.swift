import Domain
import UseCases

extension InMemoryStore: PhotoCatalogStore, RecentsStore {
    public func save(places: [Place], photos: [Photo]) throws {
        locked {
            for place in places { placesByID[place.id] = place }
            for photo in photos { photosByID[photo.id] = photo }
        }
    }

    /// The whole store is in memory anyway: batches are collected and saved at once.
    public func saveStreaming(
        _ produce: (_ write: (_ places: [Place], _ photos: [Photo]) throws -> Void) throws -> Void
    ) throws {
        try saveCollecting(produce)
    }

    public func places() throws -> [Place] {
        locked {
            Array(placesByID.values)
        }
    }

    public func place(id: String) throws -> Place? {
        locked {
            placesByID[id]
        }
    }

    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        locked {
            let inPlace = photosByID.values.filter { $0.placeID == placeID }
            return Array(inPlace.sorted(by: Photo.newestFirst).prefix(limit))
        }
    }

    public func photo(id: String) throws -> Photo? {
        locked {
            photosByID[id]
        }
    }

    public func allPhotos() throws -> [Photo] {
        locked {
            Array(photosByID.values)
        }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try locked {
            placesByID = [:]
            photosByID = [:]
            try save(places: places, photos: photos)
        }
    }

    public func photoLicences() throws -> [PhotoLicence] {
        locked { licenceList }
    }

    public func replacePhotoLicences(_ licences: [PhotoLicence]) throws {
        locked { licenceList = licences }
    }

    public func recents() throws -> [Photo] {
        locked {
            recentList
        }
    }

    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try locked {
            recentList = try change(recentList)
            return recentList
        }
    }
}

import Domain
import UseCases

extension UserDefaultsStore: PhotoCatalogStore, RecentsStore {
    public func save(places: [Place], photos: [Photo]) throws {
        try access(writing: true) {
            let savedPlaces = try merged(try decoded(Key.places, FlickrPropertyList.place), places, id: \.id)
            let savedPhotos = try merged(try decoded(Key.photos, FlickrPropertyList.photo), photos, id: \.id)
            defaults.set(savedPlaces.map(FlickrPropertyList.dictionary), forKey: Key.places)
            defaults.set(savedPhotos.map(FlickrPropertyList.dictionary), forKey: Key.photos)
        }
    }

    public func places() throws -> [Place] {
        try access(writing: false) { try decoded(Key.places, FlickrPropertyList.place) }
    }

    public func place(id: String) throws -> Place? {
        try places().first { $0.id == id }
    }

    public func photos(inPlace placeID: String, limit: Int) throws -> [Photo] {
        let all = try access(writing: false) { try decoded(Key.photos, FlickrPropertyList.photo) }
        return Array(all.filter { $0.placeID == placeID }.sorted(by: Photo.newestFirst).prefix(limit))
    }

    public func photo(id: String) throws -> Photo? {
        try access(writing: false) { try decoded(Key.photos, FlickrPropertyList.photo) }.first { $0.id == id }
    }

    public func allPhotos() throws -> [Photo] {
        try access(writing: false) { try decoded(Key.photos, FlickrPropertyList.photo) }
    }

    public func replaceAll(places: [Place], photos: [Photo]) throws {
        try access(writing: true) {
            defaults.set(places.map(FlickrPropertyList.dictionary), forKey: Key.places)
            defaults.set(photos.map(FlickrPropertyList.dictionary), forKey: Key.photos)
        }
    }

    public func recents() throws -> [Photo] {
        try access(writing: false) { try decoded(Key.recents, FlickrPropertyList.photo) }
    }

    @discardableResult
    public func updateRecents(_ change: ([Photo]) throws -> [Photo]) throws -> [Photo] {
        try access(writing: true) {
            let changed = try change(try decoded(Key.recents, FlickrPropertyList.photo))
            defaults.set(changed.map(FlickrPropertyList.dictionary), forKey: Key.recents)
            return changed
        }
    }

    /// `existing` with every `incoming` value replacing the one of the same id or appended.
    private func merged<T>(_ existing: [T], _ incoming: [T], id: (T) -> String) throws -> [T] {
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

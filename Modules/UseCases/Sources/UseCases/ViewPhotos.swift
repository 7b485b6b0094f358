import Domain

/// Showing photos, which records them in the recently viewed list.
/// A `Sendable` value holding only its ports: build it once and share it with concurrent tasks.
public struct ViewPhotos: Sendable {
    private let catalog: any PhotoCatalogStore
    private let recentsStore: any RecentsStore
    private let memberID: String?
    private let policy: RecentsPolicy

    /// Records in the recents of `memberID`, or the household's for nil.
    public init(
        catalog: any PhotoCatalogStore, recents: any RecentsStore, memberID: String? = nil,
        policy: RecentsPolicy = RecentsPolicy()
    ) {
        self.catalog = catalog
        self.recentsStore = recents
        self.memberID = memberID
        self.policy = policy
    }

    /// Finds a catalog photo and records it as the most recent.
    public func show(photoID: String) throws -> Photo {
        guard let photo = try catalog.photo(id: photoID) else {
            throw StoreError.notFound(kind: "photo", id: photoID)
        }
        return try record(photo)
    }

    /// A photo from the catalog, else from the recents (which keep whole photos), without
    /// recording it: for downloads, which are not viewing.
    public func find(photoID: String) throws -> Photo {
        if let photo = try catalog.photo(id: photoID) { return photo }
        if let recent = try recentsStore.recents(ofMember: memberID).first(where: { $0.id == photoID }) {
            return recent
        }
        throw StoreError.notFound(kind: "photo", id: photoID)
    }

    /// The place a photo names, nil when it names none or the catalog does not have it.
    public func place(of photo: Photo) throws -> Place? {
        photo.placeID.isEmpty ? nil : try catalog.place(id: photo.placeID)
    }

    public func recents() throws -> [Photo] {
        try recentsStore.recents(ofMember: memberID)
    }

    /// Shows the recent at a 1-based `number`, from the entry kept in recents (so it opens even
    /// when the catalog no longer has it), moving it to the front.
    public func showRecent(number: Int) throws -> Photo {
        var chosen: Photo?
        try recentsStore.updateRecents(ofMember: memberID) { current in
            guard current.indices.contains(number - 1) else {
                throw ViewPhotosError.noRecent(number: number, count: current.count)
            }
            chosen = current[number - 1]
            return policy.recording(current[number - 1], in: current)
        }
        guard let chosen else { throw ViewPhotosError.noRecent(number: number, count: 0) }
        return chosen
    }

    public func clearRecents() throws {
        try recentsStore.updateRecents(ofMember: memberID) { _ in [] }
    }

    private func record(_ photo: Photo) throws -> Photo {
        try recentsStore.updateRecents(ofMember: memberID) { policy.recording(photo, in: $0) }
        return photo
    }
}

/// A recents number the list does not have.
public enum ViewPhotosError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Recent `number` was asked of a list of `count`.
    case noRecent(number: Int, count: Int)

    public var description: String {
        switch self {
        case .noRecent(let number, let count):
            count == 0
                ? "no recent photo \(number): the recents list is empty"
                : "no recent photo \(number): choose 1...\(count)"
        }
    }
}

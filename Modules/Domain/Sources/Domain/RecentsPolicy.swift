/// How the recently viewed list changes when a photo is shown.
public struct RecentsPolicy: Equatable, Sendable {
    public static let defaultLimit = 20

    public let limit: Int

    public init(limit: Int = RecentsPolicy.defaultLimit) {
        self.limit = max(0, limit)
    }

    /// Removes any entry with the same id, puts `photo` first and keeps at most `limit` entries.
    public func recording(_ photo: Photo, in recents: [Photo]) -> [Photo] {
        let others = recents.filter { $0.id != photo.id }
        return Array(([photo] + others).prefix(limit))
    }
}

extension Photo {
    /// The order of a place's photos: newest upload first, photos without a date last, ties by id.
    public static func newestFirst(_ lhs: Photo, _ rhs: Photo) -> Bool {
        switch (lhs.dateUpload, rhs.dateUpload) {
        case (let left?, let right?) where left != right: left > right
        case (.some, .none): true
        case (.none, .some): false
        default: lhs.id < rhs.id
        }
    }
}

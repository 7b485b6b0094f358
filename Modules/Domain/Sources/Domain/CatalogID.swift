/// The rule for photo and place ids. Ids are keys in every store's index, and PostgreSQL's index
/// refuses entries over about 2.7 KB while SQLite takes anything: one limit for every backend
/// keeps them alike. Flickr's ids are a few dozen characters.
public enum CatalogID {
    public static let maxBytes = 256

    /// True when `id` fits: at most 256 bytes of UTF-8.
    public static func fits(_ id: String) -> Bool {
        id.utf8.count <= maxBytes
    }
}

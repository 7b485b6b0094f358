/// The versions Outings writes for an attraction: 1 for the first save, one more for each save
/// after, and an id added again continues past the last version it had. Every backend holds them
/// in the same range, that of PostgreSQL's `integer` column, so a store copies to any other; a
/// stored version outside it is damage (`outings check` lists it), and no arithmetic on one can
/// overflow.
public enum AttractionVersion {
    public static let range: ClosedRange<Int> = 1...Int(Int32.max)

    /// The version a save after `version` writes; nil when `version` is outside `range` or is its
    /// last (a store never gets there by saving: that is two billion saves of one attraction).
    public static func after(_ version: Int) -> Int? {
        range.contains(version) && version < range.upperBound ? version + 1 : nil
    }

    /// The version an attraction copied in with `incoming` (0: a draft never saved) is stored
    /// with when its id was removed at version `removed` before: past both, so versions never
    /// repeat for an id. Nil when either is outside what Outings writes.
    public static func continuing(_ incoming: Int, afterRemoved removed: Int?) -> Int? {
        guard incoming == 0 || range.contains(incoming) else { return nil }
        guard let removed else { return max(incoming, 1) }
        guard let next = after(removed) else { return nil }
        return max(incoming, next)
    }
}

/// How attractions are ordered on disk: each row has an `order_key` (list order is key order) and
/// positions 1...n are counted when read, so moving, adding or removing changes one row instead
/// of renumbering every row after it.
///
/// Keys leave gaps (`gap`) so a move usually takes the midpoint of its new neighbours' keys.
/// Counting a position would read every row before it, so rows are grouped in buckets of key
/// space (`key >> bucketBits`, about `2^bucketBits / gap` rows each when appended) whose sizes a
/// trigger keeps in `attraction_buckets`: a position is the sizes of the buckets before plus the
/// rows before it in its own bucket.
///
/// The numbers are part of the stored format of both SQL stores (their migrations and triggers
/// use them): never change.
public enum AttractionOrder {
    /// The first key; keys start high so moves to the front have room below.
    public static let base: Int64 = 1 << 40
    public static let gap: Int64 = 1 << 10
    public static let bucketBits: Int64 = 20
    public static let bucketSpan: Int64 = 1 << bucketBits

    /// The key for a row placed between keys `low` and `high` (nil: no row on that side), or nil
    /// when the two are adjacent and the bucket must be respaced first.
    public static func key(between low: Int64?, and high: Int64?) -> Int64? {
        switch (low, high) {
        case (nil, nil): return base
        case (let low?, nil): return low + gap
        case (nil, let high?): return high - gap
        case (let low?, let high?): return high - low >= 2 ? low + (high - low) / 2 : nil
        }
    }

    /// Evenly spaced keys for `count` rows inside `bucket`, leaving room before the first and after
    /// the last; nil when the bucket has too many rows to spread (then the whole list is respaced).
    public static func spread(_ count: Int, inBucket bucket: Int64) -> [Int64]? {
        let step = bucketSpan / Int64(count + 1)
        guard step >= 2 else { return nil }
        return (0..<count).map { (bucket << bucketBits) + Int64($0 + 1) * step }
    }

    /// The key of the attraction at `position` (1-based) in a freshly written list.
    public static func key(forPosition position: Int) -> Int64 {
        base + Int64(position) * gap
    }
}

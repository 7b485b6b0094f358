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

    /// Every key Outings writes: from 0 to 2^62 - 1. A move or an add that would leave the range
    /// respaces the list instead, so the arithmetic on keys (a gap either side, a midpoint, a
    /// bucket's span) never overflows; a stored key outside it is damage (`outings check` lists it).
    public static let keys: ClosedRange<Int64> = 0...((1 << 62) - 1)

    /// Every position a list can have: no list holds more rows than there are keys, so a counted
    /// position outside this range (from damaged bucket sizes) is damage, and `position ± 1`
    /// never overflows.
    public static let positions: ClosedRange<Int> = 1...Int(keys.upperBound)

    /// What to do to place a row between the rows with keys `low` and `high` (nil: no row on that
    /// side).
    public enum Placement: Equatable, Sendable {
        /// Give the row this key.
        case key(Int64)
        /// The neighbours' keys are adjacent: respace this bucket (the upper neighbour's), then
        /// place again.
        case respaceBucket(Int64)
        /// The key would leave `keys`: respace the whole list (`key(forPosition:)`), then place again.
        case respaceList
    }

    /// Where a row goes between `low` and `high`; nil when either key is outside `keys` or they
    /// are not in ascending order, which only a damaged store holds.
    public static func placement(between low: Int64?, and high: Int64?) -> Placement? {
        guard low.map(keys.contains) != false, high.map(keys.contains) != false else { return nil }
        switch (low, high) {
        case (nil, nil): return .key(base)
        case (let low?, nil): return low <= keys.upperBound - gap ? .key(low + gap) : .respaceList
        case (nil, let high?): return high >= keys.lowerBound + gap ? .key(high - gap) : .respaceList
        case (let low?, let high?):
            guard low < high else { return nil }
            return high - low >= 2 ? .key(low + (high - low) / 2) : .respaceBucket(high >> bucketBits)
        }
    }

    /// Evenly spaced keys for `count` rows inside `bucket`, leaving room before the first and after
    /// the last; nil when the bucket has too many rows to spread (then the whole list is respaced).
    public static func spread(_ count: Int, inBucket bucket: Int64) -> [Int64]? {
        let step = bucketSpan / Int64(count + 1)
        guard step >= 2 else { return nil }
        return (0..<count).map { (bucket << bucketBits) + Int64($0 + 1) * step }
    }

    /// The key of the attraction at `position` (1-based) in a freshly written list; positions
    /// past what `keys` holds (never a real list) get the last key rather than overflowing.
    public static func key(forPosition position: Int) -> Int64 {
        let (offset, overflow) = Int64(clamping: position).multipliedReportingOverflow(by: gap)
        guard !overflow, offset <= keys.upperBound - base else { return keys.upperBound }
        return base + offset
    }
}

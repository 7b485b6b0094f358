import Domain

/// The numbers a store holds that Outings computes with (attraction order keys and versions),
/// checked against the ranges Outings writes before any arithmetic, so a damaged or hand-edited
/// store is reported (exit 74, HTTP 500) and never makes a command trap or write a wrong value.
/// One wording for `outings check` and for a command that meets such a value.
public enum StoredNumbers {
    /// A version outside `AttractionVersion.range`, as `outings check` lists it.
    public static func badVersion(
        _ version: some CustomStringConvertible, of id: String, removed: Bool = false
    ) -> String {
        "\(removed ? "removed " : "")attraction \(id) has version \(version), outside \(AttractionVersion.range)"
    }

    /// An order key outside `AttractionOrder.keys`, as `outings check` lists it.
    public static func badKey(_ key: some CustomStringConvertible, of id: String) -> String {
        "attraction \(id) has order key \(key), outside \(AttractionOrder.keys)"
    }

    /// What a command reports when it meets damage: nothing was written.
    public static func damaged(_ problem: String) -> StoreError {
        .corrupt("\(problem); nothing was changed (see outings check)")
    }

    /// The version a save after the stored `version` writes, or the damage that stops it.
    public static func version(after version: Int, of id: String, removed: Bool = false) throws -> Int {
        guard let next = AttractionVersion.after(version) else {
            throw damaged(
                version == AttractionVersion.range.upperBound
                    ? "\(removed ? "removed " : "")attraction \(id) is at version \(version), the last Outings writes"
                    : badVersion(version, of: id, removed: removed))
        }
        return next
    }

    /// `AttractionVersion.continuing`, or the damage that stops it.
    public static func version(continuing incoming: Int, afterRemoved removed: Int?, of id: String) throws
        -> Int
    {
        guard let version = AttractionVersion.continuing(incoming, afterRemoved: removed) else {
            if let removed { _ = try self.version(after: removed, of: id, removed: true) }
            throw damaged(badVersion(incoming, of: id))
        }
        return version
    }

    /// A stored version read back (never 0, unlike a draft's), or the damage.
    public static func stored(version: Int?, of id: String) throws -> Int {
        guard let version, AttractionVersion.range.contains(version) else {
            throw damaged(
                version.map { badVersion($0, of: id) }
                    ?? "attraction \(id) has a version that is not an integer")
        }
        return version
    }

    /// Throws why a replace of `attraction` wrote nothing: no row with its id (`storedVersion`
    /// nil) is `notFound`; a stored version Outings does not write, or the last one it does, is
    /// damage; any other means the version moved on meanwhile, a conflict.
    public static func refuseReplace(of attraction: Attraction, storedVersion: Int??) throws -> Never {
        guard let version = storedVersion else {
            throw StoreError.notFound(kind: "attraction", id: attraction.id)
        }
        let stored = try self.stored(version: version, of: attraction.id)
        if stored == attraction.version { _ = try self.version(after: stored, of: attraction.id) }
        throw StoreError.conflict(kind: "attraction", id: attraction.id)
    }

    /// `AttractionOrder.placement`, or the damage that stops it.
    public static func placement(between low: Int64?, and high: Int64?) throws -> AttractionOrder.Placement {
        guard let placement = AttractionOrder.placement(between: low, and: high) else {
            throw damaged(orderDamage(low: low, high: high))
        }
        return placement
    }

    /// A position counted from the bucket sizes, or the damage when it is not one a list has.
    public static func counted(position: Int?) throws -> Int {
        guard let position, AttractionOrder.positions.contains(position) else { throw damagedOrder }
        return position
    }

    /// The number of attractions from the bucket sizes, or the damage when it cannot be one.
    public static func counted(count: Int?) throws -> Int {
        guard let count, count == 0 || AttractionOrder.positions.contains(count) else { throw damagedOrder }
        return count
    }

    /// Bucket sizes that do not match the rows (positions are counted from them).
    public static let damagedOrder = damaged("the attraction bucket sizes do not match the rows")

    private static func orderDamage(low: Int64?, high: Int64?) -> String {
        for key in [low, high].compactMap({ $0 }) where !AttractionOrder.keys.contains(key) {
            return "an attraction has order key \(key), outside \(AttractionOrder.keys)"
        }
        return "attractions share or misorder the order keys \(low ?? 0) and \(high ?? 0)"
    }
}

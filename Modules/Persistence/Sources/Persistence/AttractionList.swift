import Domain
import UseCases

/// Attractions as an ordered array with the AttractionStore rules applied (positions 1...count,
/// versions, conflicts): how the in-memory and property-list backends keep them.
struct AttractionList {
    private(set) var items: [Attraction]
    /// The last version of each removed id, so an id added again continues from there and an edit
    /// that began before the removal still conflicts: versions never repeat for an id.
    private(set) var removedVersions: [String: Int]

    /// `items` in list order; positions are renumbered from 1.
    init(_ items: [Attraction], removedVersions: [String: Int] = [:]) {
        self.items = items
        self.removedVersions = removedVersions
        renumber()
    }

    /// Holds exactly `incoming` in that order, keeping their versions, except that an id this list
    /// held or removed before continues past its last version: versions never repeat for an id.
    /// A version outside what Outings writes is `StoreError.corrupt`, and nothing changes.
    mutating func replaceAll(with incoming: [Attraction]) throws {
        try StoredIDs.requireDistinct(incoming)
        var removed = removedVersions
        for item in items { removed[item.id] = max(removed[item.id] ?? 0, item.version) }
        let stored = try incoming.map { attraction in
            var stored = attraction
            // A draft that was never saved (version 0) arrives as a first version.
            stored.version = try StoredNumbers.version(
                continuing: attraction.version, afterRemoved: removed.removeValue(forKey: attraction.id),
                of: attraction.id)
            return stored
        }
        items = stored
        removedVersions = removed
        renumber()
    }

    func attraction(id: String) -> Attraction? {
        items.first { StoredIDs.same($0.id, id) }
    }

    mutating func add(_ attraction: Attraction) throws -> Attraction {
        guard self.attraction(id: attraction.id) == nil else { throw StoredIDs.taken(attraction.id) }
        var stored = attraction
        stored.position = items.count + 1
        stored.version = try StoredNumbers.version(
            continuing: 0, afterRemoved: removedVersions[attraction.id], of: attraction.id)
        removedVersions[attraction.id] = nil
        items.append(stored)
        return stored
    }

    mutating func replace(_ attraction: Attraction) throws -> Attraction {
        let index = try index(of: attraction.id)
        guard items[index].version == attraction.version else {
            throw StoreError.conflict(kind: "attraction", id: attraction.id)
        }
        var stored = attraction
        stored.position = items[index].position
        stored.version = try StoredNumbers.version(after: items[index].version, of: attraction.id)
        items[index] = stored
        return stored
    }

    mutating func remove(id: String) throws {
        let removed = items.remove(at: try index(of: id))
        removedVersions[id] = removed.version
        renumber()
    }

    mutating func move(id: String, to position: Int) throws -> Attraction {
        let index = try index(of: id)
        guard position >= 1, position <= items.count else {
            throw StoreError.positionOutOfRange(position: position, count: items.count)
        }
        items.insert(items.remove(at: index), at: position - 1)
        renumber()
        return items[position - 1]
    }

    private func index(of id: String) throws -> Int {
        guard let index = items.firstIndex(where: { StoredIDs.same($0.id, id) }) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return index
    }

    private mutating func renumber() {
        for index in items.indices { items[index].position = index + 1 }
    }
}

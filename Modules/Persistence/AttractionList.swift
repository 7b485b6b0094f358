import Domain
import UseCases

/// Attractions as an ordered array with the AttractionStore rules applied (positions 1...count,
/// versions, conflicts): how the in-memory and property-list backends keep them.
struct AttractionList {
    private(set) var items: [Attraction]

    /// `items` in list order; positions are renumbered from 1.
    init(_ items: [Attraction]) {
        self.items = items
        renumber()
    }

    func attraction(id: String) -> Attraction? {
        items.first { $0.id == id }
    }

    mutating func add(_ attraction: Attraction) -> Attraction {
        var stored = attraction
        stored.position = items.count + 1
        stored.version = 1
        items.append(stored)
        return stored
    }

    mutating func replace(_ attraction: Attraction) throws {
        let index = try index(of: attraction.id)
        guard items[index].version == attraction.version else {
            throw StoreError.conflict(kind: "attraction", id: attraction.id)
        }
        var stored = attraction
        stored.position = items[index].position
        stored.version = attraction.version + 1
        items[index] = stored
    }

    mutating func remove(id: String) throws {
        items.remove(at: try index(of: id))
        renumber()
    }

    mutating func move(id: String, to position: Int) throws {
        let index = try index(of: id)
        guard (1...items.count).contains(position) else {
            throw StoreError.positionOutOfRange(position: position, count: items.count)
        }
        items.insert(items.remove(at: index), at: position - 1)
        renumber()
    }

    private func index(of id: String) throws -> Int {
        guard let index = items.firstIndex(where: { $0.id == id }) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return index
    }

    private mutating func renumber() {
        for index in items.indices { items[index].position = index + 1 }
    }
}

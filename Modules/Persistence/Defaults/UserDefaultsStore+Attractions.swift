import Domain
import UseCases

extension UserDefaultsStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        try access(writing: false) { try storedAttractions() }
    }

    public func attraction(id: String) throws -> Attraction? {
        try attractions().first { $0.id == id }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try changeAttractions { list in
            var stored = attraction
            stored.position = list.count + 1
            stored.version = 1
            list.append(stored)
            return stored
        }
    }

    public func replace(_ attraction: Attraction) throws {
        try changeAttractions { list in
            let index = try index(of: attraction.id, in: list)
            guard list[index].version == attraction.version else {
                throw StoreError.conflict(kind: "attraction", id: attraction.id)
            }
            var stored = attraction
            stored.position = list[index].position
            stored.version = attraction.version + 1
            list[index] = stored
        }
    }

    public func remove(id: String) throws {
        try changeAttractions { list in
            list.remove(at: try index(of: id, in: list))
        }
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try changeAttractions { list in list = attractions }
    }

    public func move(id: String, to position: Int) throws {
        try changeAttractions { list in
            let index = try index(of: id, in: list)
            guard (1...list.count).contains(position) else {
                throw StoreError.positionOutOfRange(position: position, count: list.count)
            }
            list.insert(list.remove(at: index), at: position - 1)
        }
    }

    /// Read-modify-write of the whole list under the lock; positions are renumbered 1...count.
    private func changeAttractions<T>(_ change: (inout [Attraction]) throws -> T) throws -> T {
        try access(writing: true) {
            var list = try storedAttractions()
            let result = try change(&list)
            for index in list.indices { list[index].position = index + 1 }
            defaults.set(list.map(FlickrPropertyList.dictionary), forKey: Key.attractions)
            return result
        }
    }

    private func storedAttractions() throws -> [Attraction] {
        try decoded(Key.attractions, FlickrPropertyList.attraction).sorted { $0.position < $1.position }
    }

    private func index(of id: String, in list: [Attraction]) throws -> Int {
        guard let index = list.firstIndex(where: { $0.id == id }) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return index
    }
}

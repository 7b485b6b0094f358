import Domain
import UseCases

extension InMemoryStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        attractionList
    }

    public func attraction(id: String) throws -> Attraction? {
        attractionList.first { $0.id == id }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        var stored = attraction
        stored.position = attractionList.count + 1
        stored.version = 1
        attractionList.append(stored)
        return stored
    }

    public func replace(_ attraction: Attraction) throws {
        let index = try index(of: attraction.id)
        guard attractionList[index].version == attraction.version else {
            throw StoreError.conflict(kind: "attraction", id: attraction.id)
        }
        var stored = attraction
        stored.position = attractionList[index].position
        stored.version = attraction.version + 1
        attractionList[index] = stored
    }

    public func remove(id: String) throws {
        attractionList.remove(at: try index(of: id))
        renumber()
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        attractionList = attractions
        renumber()
    }

    public func move(id: String, to position: Int) throws {
        let index = try index(of: id)
        guard (1...attractionList.count).contains(position) else {
            throw StoreError.positionOutOfRange(position: position, count: attractionList.count)
        }
        let moving = attractionList.remove(at: index)
        attractionList.insert(moving, at: position - 1)
        renumber()
    }

    private func index(of id: String) throws -> Int {
        guard let index = attractionList.firstIndex(where: { $0.id == id }) else {
            throw StoreError.notFound(kind: "attraction", id: id)
        }
        return index
    }

    private func renumber() {
        for index in attractionList.indices {
            attractionList[index].position = index + 1
        }
    }
}

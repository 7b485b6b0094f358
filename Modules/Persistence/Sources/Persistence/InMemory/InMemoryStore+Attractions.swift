import Domain
import UseCases

extension InMemoryStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        attractionList.items
    }

    public func attraction(id: String) throws -> Attraction? {
        attractionList.attraction(id: id)
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        attractionList.add(attraction)
    }

    public func replace(_ attraction: Attraction) throws {
        try attractionList.replace(attraction)
    }

    public func remove(id: String) throws {
        try attractionList.remove(id: id)
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        attractionList.replaceAll(with: attractions)
    }

    public func move(id: String, to position: Int) throws {
        try attractionList.move(id: id, to: position)
    }
}

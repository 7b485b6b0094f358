import Domain
import UseCases

extension DocumentStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        try read().attractions.items
    }

    public func attraction(id: String) throws -> Attraction? {
        try read().attractions.attraction(id: id)
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try change { try $0.attractions.add(attraction) }
    }

    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        try change { try $0.attractions.replace(attraction) }
    }

    public func remove(id: String) throws {
        try change { try $0.attractions.remove(id: id) }
    }

    @discardableResult public func move(id: String, to position: Int) throws -> Attraction {
        try change { try $0.attractions.move(id: id, to: position) }
    }
}

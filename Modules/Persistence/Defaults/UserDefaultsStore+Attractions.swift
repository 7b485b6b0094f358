import Domain
import UseCases

extension UserDefaultsStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        try access(writing: false) { try storedAttractions().items }
    }

    public func attraction(id: String) throws -> Attraction? {
        try access(writing: false) { try storedAttractions().attraction(id: id) }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try changeAttractions { $0.add(attraction) }
    }

    public func replace(_ attraction: Attraction) throws {
        try changeAttractions { try $0.replace(attraction) }
    }

    public func remove(id: String) throws {
        try changeAttractions { try $0.remove(id: id) }
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try changeAttractions { $0 = AttractionList(attractions) }
    }

    public func move(id: String, to position: Int) throws {
        try changeAttractions { try $0.move(id: id, to: position) }
    }

    /// Read-modify-write of the whole list under the lock.
    private func changeAttractions<T>(_ change: (inout AttractionList) throws -> T) throws -> T {
        try access(writing: true) {
            var list = try storedAttractions()
            let result = try change(&list)
            defaults.set(list.items.map(FlickrPropertyList.dictionary), forKey: Key.attractions)
            return result
        }
    }

    private func storedAttractions() throws -> AttractionList {
        AttractionList(
            try decoded(Key.attractions, FlickrPropertyList.attraction).sorted { $0.position < $1.position })
    }
}

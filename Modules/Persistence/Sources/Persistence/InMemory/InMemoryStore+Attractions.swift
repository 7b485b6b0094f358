import Domain
import UseCases

extension InMemoryStore: AttractionStore {
    public func attractions() throws -> [Attraction] {
        locked {
            attractionList.items
        }
    }

    public func attraction(id: String) throws -> Attraction? {
        locked {
            attractionList.attraction(id: id)
        }
    }

    @discardableResult public func add(_ attraction: Attraction) throws -> Attraction {
        try locked {
            try attractionList.add(attraction)
        }
    }

    @discardableResult public func replace(_ attraction: Attraction) throws -> Attraction {
        try locked {
            try attractionList.replace(attraction)
        }
    }

    public func remove(id: String) throws {
        try locked {
            try attractionList.remove(id: id)
        }
    }

    public func replaceAll(with attractions: [Attraction]) throws {
        try locked {
            try attractionList.replaceAll(with: attractions)
        }
    }

    @discardableResult public func move(id: String, to position: Int) throws -> Attraction {
        try locked {
            try attractionList.move(id: id, to: position)
        }
    }
}

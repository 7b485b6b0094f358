import Domain

/// An `AttractionFilter` with what it refers to resolved (the wall time, the centre, the visited
/// ids, the folded search text): the test one attraction passes or fails, with no I/O.
struct AttractionMatch {
    let filter: AttractionFilter
    let wallTime: LocalDateTime?
    let centre: GeoCoordinate?
    /// `max-cost` in a currency: free is free only.
    let budget: Cost?
    let visited: Set<String>?
    /// The ages of the children named (`AttractionFilter.children`) on the day asked about.
    let ages: [Int]
    private let search: [Unicode.Scalar]?

    init(
        _ filter: AttractionFilter, wallTime: LocalDateTime?, centre: GeoCoordinate?, budget: Cost?,
        visited: Set<String>?, ages: [Int] = []
    ) {
        self.filter = filter
        self.wallTime = wallTime
        self.centre = centre
        self.budget = budget
        self.visited = visited
        self.ages = ages
        search = filter.search.map(PlaceNameOrder.foldedScalars(of:))
    }

    /// Cheap conditions first, the text search last.
    func matches(_ attraction: Attraction) -> Bool {
        if let inside = filter.inside, attraction.inside != inside { return false }
        if let age = filter.age, attraction.ages?.contains(age: age) != true { return false }
        if !ages.isEmpty {
            guard let range = attraction.ages, ages.allSatisfy(range.contains(age:)) else { return false }
        }
        if filter.free, attraction.cost != .free { return false }
        switch budget {
        case nil: break
        case .free: if attraction.cost != .free { return false }
        case .price(let most): if attraction.cost?.isAtMost(most) != true { return false }
        }
        if let visited, visited.contains(attraction.id) { return false }
        if !filter.tags.allSatisfy(attraction.tags.contains) { return false }
        if let centre {
            guard let location = attraction.location else { return false }
            if let within = filter.within, !(centre.distance(to: location) <= within) { return false }
        }
        if let wallTime, attraction.hours?.isOpen(at: wallTime) != true { return false }
        if let search {
            let fields = [attraction.name, attraction.description] + attraction.tags.values
            guard fields.contains(where: { Self.contains(PlaceNameOrder.foldedScalars(of: $0), search) })
            else {
                return false
            }
        }
        return true
    }

    private static func contains(_ text: [Unicode.Scalar], _ needle: [Unicode.Scalar]) -> Bool {
        guard needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { text[$0...].starts(with: needle) }
    }
}

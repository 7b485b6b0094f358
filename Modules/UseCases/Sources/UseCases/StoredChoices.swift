import Domain

/// What families choose an attraction by, as every store keeps it: each value's canonical text
/// ("" when unknown), the location as two numbers (both nil when unknown), the tags as their
/// canonical text (`indoor, playground`). One reading for all stores, so a damaged value is told
/// the same way everywhere.
public struct StoredChoices: Equatable, Sendable {
    public var ages: String
    public var cost: String
    public var hours: String
    public var address: String
    public var latitude: Double?
    public var longitude: Double?
    public var tags: String

    public init(
        ages: String = "", cost: String = "", hours: String = "", address: String = "",
        latitude: Double? = nil, longitude: Double? = nil, tags: String = ""
    ) {
        self.ages = ages
        self.cost = cost
        self.hours = hours
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.tags = tags
    }
}

extension Attraction {
    public var storedChoices: StoredChoices {
        StoredChoices(
            ages: text(of: .ages), cost: text(of: .cost), hours: text(of: .hours), address: address,
            latitude: location?.latitude, longitude: location?.longitude, tags: text(of: .tags))
    }

    /// This attraction with the stored choices read back; a value Outings would not have written
    /// is `StoreError.corrupt`, naming the attraction and the field.
    public func withStoredChoices(_ stored: StoredChoices) throws(StoreError) -> Attraction {
        var result = self
        result.address = stored.address
        for field in [AttractionField.ages, .cost, .hours, .tags] {
            let text: String
            switch field {
            case .ages: text = stored.ages
            case .cost: text = stored.cost
            case .hours: text = stored.hours
            default: text = stored.tags
            }
            do {
                try result.set(field, to: text)
            } catch {
                throw StoredNumbers.damaged(
                    "attraction \(id) has a stored \(field.rawValue) Outings does not read")
            }
        }
        if stored.latitude != nil || stored.longitude != nil {
            guard let location = GeoCoordinate(latitude: stored.latitude, longitude: stored.longitude) else {
                throw StoredNumbers.damaged("attraction \(id) has a stored location outside the ranges")
            }
            result.location = location
        }
        return result
    }
}

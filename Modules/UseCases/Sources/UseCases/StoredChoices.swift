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
    /// The choices as stored: each value's canonical text, or the stored text this version could
    /// not read, kept as it was (`unreadable`).
    public var storedChoices: StoredChoices {
        var stored = StoredChoices(
            ages: text(of: .ages), cost: text(of: .cost), hours: text(of: .hours), address: address,
            latitude: location?.latitude, longitude: location?.longitude, tags: text(of: .tags))
        guard !unreadable.isEmpty else { return stored }
        if let ages = unreadable[.ages] { stored.ages = ages }
        if let cost = unreadable[.cost] { stored.cost = cost }
        if let hours = unreadable[.hours] { stored.hours = hours }
        if let tags = unreadable[.tags] { stored.tags = tags }
        if let location = unreadable[.location] {
            let numbers = location.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            stored.latitude = numbers.first ?? nil
            stored.longitude = numbers.count > 1 ? numbers[1] : nil
        }
        return stored
    }

    /// This attraction with the stored choices read back. A value Outings would not have written
    /// (another version's, or damaged) never stops the read: the field reads as not known and
    /// its stored text is kept in `unreadable`, for `check` to report and a save to keep.
    /// Every row of every list comes through here, and most rows know few choices: an empty
    /// stored text is "not known" without parsing, and no array is made per row.
    public func withStoredChoices(_ stored: StoredChoices) -> Attraction {
        var result = self
        result.address = stored.address
        result.setStored(.ages, to: stored.ages)
        result.setStored(.cost, to: stored.cost)
        result.setStored(.hours, to: stored.hours)
        result.setStored(.tags, to: stored.tags)
        if stored.latitude != nil || stored.longitude != nil {
            if let location = GeoCoordinate(latitude: stored.latitude, longitude: stored.longitude) {
                result.location = location
            } else {
                result.unreadable[.location] =
                    "\(stored.latitude.map { "\($0)" } ?? ""),\(stored.longitude.map { "\($0)" } ?? "")"
            }
        }
        return result
    }

    /// `set(field, to: text)`, keeping text it cannot read in `unreadable`; empty text (what
    /// `set` reads as not known) is set without parsing. For ages, cost, hours and tags.
    private mutating func setStored(_ field: AttractionField, to text: String) {
        guard text.isEmpty else {
            do {
                try set(field, to: text)
            } catch {
                unreadable[field] = text
            }
            return
        }
        switch field {
        case .ages: ages = nil
        case .cost: cost = nil
        case .hours: hours = nil
        case .tags: tags = Tags()
        default: return
        }
        if !unreadable.isEmpty { unreadable[field] = nil }
    }
}

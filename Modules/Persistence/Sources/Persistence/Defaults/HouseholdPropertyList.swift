import Domain
import UseCases

/// The household as a property-list dictionary: `children`, an array of `name` and `born`
/// (YYYY-MM-DD), `places`, an array of `name`, `latitude`, `longitude` and `address`, and
/// `holidays`, an array of `date` (YYYY-MM-DD) and `name`, written only when there are some.
enum HouseholdPropertyList {
    static func dictionary(_ household: Household) -> PlistValue {
        var entries: PlistDictionary = [
            "children": .array(
                household.children.map {
                    .dictionary(["name": .string($0.name), "born": .string($0.born.description)])
                }
            ),
            "places": .array(
                household.places.map { place in
                    .dictionary([
                        "name": .string(place.name), "latitude": .real(place.location.latitude),
                        "longitude": .real(place.location.longitude), "address": .string(place.address),
                    ])
                }),
        ]
        if !household.holidays.isEmpty {
            entries["holidays"] = .array(
                household.holidays.map {
                    .dictionary(["date": .string($0.date.description), "name": .string($0.name)])
                })
        }
        return .dictionary(entries)
    }

    static func household(_ value: PlistValue?) throws -> Household {
        guard let value else { return Household() }
        let fields = try PlistFields(value, at: GuideDocument.Key.household)
        return Household(
            children: try list(fields, "children") { child in
                try StoredHousehold.child(
                    name: try child.requiredString("name"), born: try child.requiredString("born"))
            },
            places: try list(fields, "places") { place in
                try StoredHousehold.place(
                    name: try place.requiredString("name"), latitude: try place.real("latitude"),
                    longitude: try place.real("longitude"), address: try place.string("address") ?? "")
            },
            holidays: try list(fields, "holidays") { holiday in
                try StoredHousehold.holiday(
                    date: try holiday.requiredString("date"), name: try holiday.string("name") ?? "")
            })
    }

    static func list<T>(_ fields: PlistFields, _ key: String, _ decode: (PlistFields) throws -> T)
        throws -> [T]
    {
        guard let value = fields.entry[key] else { return [] }
        let place = "\(fields.place).\(key)"
        guard case .array(let items) = value else { throw PlistFields.wrongType(place, "an array") }
        return try items.enumerated().map { index, item in
            try decode(PlistFields(item, at: "\(place)[\(index)]"))
        }
    }
}

import Domain
import Testing

struct PlaceTests {
    @Test(arguments: [
        ("Paris, Ile-de-France, France", "Paris", "Ile-de-France, France"),
        ("London, England, United Kingdom", "London", "England, United Kingdom"),
        ("Antarctica", "Antarctica", ""),
        ("Washington,DC, United States", "Washington,DC", "United States"),
        ("", "", ""),
        (", Nowhere", "", "Nowhere"),
    ])
    func titleIsTextBeforeFirstCommaSpace_subtitleTheRest(name: String, title: String, subtitle: String) {
        let place = Place(id: "p", name: name)

        #expect(place.title == title)
        #expect(place.subtitle == subtitle)
    }

    @Test(arguments: [
        ("Paris, Ile-de-France, France", "France"),
        ("Washington,DC, District of Columbia, United States", "United States"),
        ("Saint-Denis, La Réunion, Réunion", "Réunion"),
        ("Atlantis", "Atlantis"),
        ("Frankfurt,Main", "Frankfurt,Main"),
        ("Bonaire, Sint Eustatius and Saba, Caribbean Netherlands", "Caribbean Netherlands"),
        ("Nowhere, ", ""),
    ])
    func countryIsTheTextAfterTheLastCommaSpace_orTheWholeName(name: String, country: String) {
        #expect(Place(id: "p", name: name).country == country)
    }
}

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
}

import Domain
import Presentation
import Testing

/// The words beside each field: most labels are the field's name with a capital letter, and a web
/// address field's hint is its rule's form.
struct AttractionFieldGuideTests {
    @Test func label_isTheFieldsNameCapitalisedButWhereMoreWordsSayIt() {
        #expect(
            AttractionField.allCases.map(AttractionFieldGuide.label) == [
                "Name", "Type", "Inside or outside", "Description", "Website", "Ages", "Cost per child",
                "Opening hours", "Address", "Location", "Tags",
            ])
    }

    @Test func hint_ofAWebAddressFieldIsItsRulesForm() {
        #expect(
            AttractionFieldGuide.hint(.website)
                == "an http(s) address, or empty; a bare domain such as example.org becomes https://example.org"
        )
    }
}

import Domain
import Foundation
import Presentation
import Testing

/// The view model's members come from the field table: every field in field order, an empty
/// free-text field as "", an unknown choice as null.
struct AttractionViewModelTests {
    @Test func json_writesEveryFieldAnEmptyTextAsEmptyAndAnUnknownChoiceAsNull() throws {
        let row = AttractionViewModel(Attraction(id: "a", name: "Zoo"))

        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(row)) as? [String: Any]

        #expect(
            Set(object?.keys ?? [:].keys) == [
                "id", "name", "type", "inside", "description", "website", "ages", "cost", "hours", "address",
                "latitude", "longitude", "tags", "position", "version",
            ])
        for key in ["type", "description", "website"] { #expect(object?[key] as? String == "", "\(key)") }
        for key in ["ages", "cost", "hours", "address", "latitude", "longitude"] {
            #expect(object?[key] is NSNull, "\(key)")
        }
        #expect(
            AttractionCSV.columns == [
                "id", "name", "type", "inside", "description", "website", "ages", "cost", "hours", "address",
                "latitude", "longitude", "tags", "position",
            ])
    }

    @Test func plainText_isAFreeTextFieldsTextAndEmptyWhenNotKnown() {
        let row = AttractionViewModel(Attraction(id: "a", name: "Zoo", website: "https://zoo.example"))

        #expect(row.plainText(.website) == "https://zoo.example")
        #expect(row.plainText(.address) == "")
        #expect(row.address == nil)
        #expect(row.webAddresses.map(\.address) == ["https://zoo.example"])
    }
}

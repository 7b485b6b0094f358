import Domain
import Testing

struct PhotoTitleTests {
    @Test(arguments: [
        ("Sunset", "Over the lake", "Sunset", "Over the lake"),
        ("Sunset", "", "Sunset", ""),
        ("", "Over the lake", "Over the lake", ""),
        ("", "", "Unknown", ""),
        ("   ", "Only description", "Only description", ""),
        ("", "  ", "Unknown", ""),
    ])
    func titleFallsBackToDescriptionThenUnknown(
        title: String, description: String, expectedTitle: String, expectedSubtitle: String
    ) {
        let photo = Photo(id: "1", title: title, description: description)

        #expect(photo.displayTitle == expectedTitle)
        #expect(photo.displaySubtitle == expectedSubtitle)
    }
}

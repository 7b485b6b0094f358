import AppSupport
import Domain
import UseCases

/// `outings demo`: loads the bundled sample, keeping anything the user already changed, and
/// shows a tour of commands to try on it.
struct DemoCommand {
    let sample: SampleGuide
    let load: LoadSampleGuide
    let view: TerminalView

    func run() throws {
        let summary = try load(places: sample.places, photos: sample.photos, attractions: sample.attractions)
        let place = sample.places.last?.id ?? "PLACE_ID"
        let photo = sample.photos.first?.id ?? "PHOTO_ID"
        view.note(
            """
            Loaded the sample: \(summary.catalog.places) places, \(summary.catalog.photos) photos, \
            \(summary.addedAttractions) new attractions.

            Things to try next:
              outings places                          places, by country
              outings places photos \(place)       photos taken there
              outings photos show \(photo)          show one; it joins the recents
              outings photos open \(photo)          see it in your browser (cached for offline)
              outings recents                         what you looked at, newest first
              outings attractions list                the Fort Collins for Kids guide
              outings attractions edit ID             edit a copy; save or cancel
              outings --help                          every command
            """)
    }
}

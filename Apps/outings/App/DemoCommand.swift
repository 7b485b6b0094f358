import AppSupport
import Domain
import Foundation

/// `outings demo`: loads the bundled sample, keeping anything the user already changed.
struct DemoCommand {
    let root: CompositionRoot

    func run() throws {
        let sample = try SampleGuide.bundled()
        let places = sample.places
        let photos = sample.photos
        let summary = try root.importCatalog()(places: places, photos: photos)
        let added = try addMissingAttractions()
        root.view.note(
            """
            Loaded the sample: \(summary.places) places, \(summary.photos) photos, \(added) new attractions.

            Things to try next:
              outings places                          places, by country
              outings places photos \(places.last?.id ?? "PLACE_ID")       photos taken there
              outings photos show \(photos.first?.id ?? "PHOTO_ID")          show one; it joins the recents
              outings photos open \(photos.first?.id ?? "PHOTO_ID")          see it in your browser (cached for offline)
              outings recents                         what you looked at, newest first
              outings attractions list                the Fort Collins for Kids guide
              outings attractions edit ID             edit a copy; save or cancel
              outings --help                          every command
            """)
    }

    /// The sample attractions, added only to a guide that has none and never had one removed, in
    /// one atomic step, so concurrent demos add them once and a removed one never comes back.
    private func addMissingAttractions() throws -> Int {
        try root.stores().guide.seedAttractions(try SampleGuide.bundled().attractions).count
    }
}

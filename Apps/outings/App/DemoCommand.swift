import Domain
import FlickrJSON
import Foundation

/// `outings demo`: loads the bundled sample, keeping anything the user already changed.
struct DemoCommand {
    static let flickrFiles = [
        "top_places", "photos_london", "photos_paris", "photos_san_francisco", "photos_fort_collins",
    ]

    let root: CompositionRoot

    func run() throws {
        var places: [Place] = []
        var photos: [Photo] = []
        for name in Self.flickrFiles {
            let catalog = try FlickrResponseDecoder.decode(try sample(name))
            places += catalog.places
            photos += catalog.photos
        }
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
        let samples = try JSONDecoder().decode([SampleAttraction].self, from: try sample("attractions"))
        return try root.stores().guide.seedAttractions(samples.map(\.attraction)).count
    }

    private func sample(_ name: String) throws -> Data {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Sample"),
            let data = try? Data(contentsOf: url)
        else {
            throw CLIError(
                code: .software, message: "the bundled sample \(name).json is missing from this build")
        }
        return data
    }
}

private struct SampleAttraction: Decodable {
    let id, name, type, description, website: String
    let inside: Bool

    var attraction: Attraction {
        Attraction(id: id, name: name, type: type, inside: inside, description: description, website: website)
    }
}

import AppSupport
import Domain
import UseCases

/// `outings demo`: loads the bundled sample, keeping anything the user already changed, and
/// shows a tour of commands to try on it.
struct DemoCommand {
    let sample: SampleGuide
    let load: LoadSampleGuide
    let view: TerminalView
    /// How the user ran outings, so the tour's lines can be pasted (`swift run outings places`).
    var command = "outings"

    /// The web app beside this binary, run as the user runs outings.
    private var web: String {
        command.hasPrefix("swift run ") ? "swift run outings-web" : "outings-web"
    }

    func run() throws {
        let summary = try load(places: sample.places, photos: sample.photos, attractions: sample.attractions)
        let place = sample.places.last?.id ?? "PLACE_ID"
        let photo = sample.photos.first?.id ?? "PHOTO_ID"
        let commands = [
            ("places", "places, by country"),
            ("places photos \(place)", "photos taken there"),
            ("photos show \(photo)", "show one; it joins the recents"),
            ("photos open \(photo)", "see it in your browser (cached for offline)"),
            ("recents", "what you looked at, newest first"),
            ("attractions list", "the Fort Collins for Kids guide"),
            ("attractions edit 3", "edit the third (or name it: \"city park\"); save or cancel"),
            ("--help", "every command"),
        ].map { words, what in ("\(command) \(words)", what) }
        let tour = commands + [(web, "the same guide in a browser")]
        // Aligned after the longest command, whatever the user ran outings as.
        let width = (tour.map(\.0.count).max() ?? 0) + 2
        let lines = tour.map { command, what in command.padding(to: width) + what }
        view.note(
            """
            Loaded the sample: \(summary.catalog.places) places, \(summary.catalog.photos) photos, \
            \(summary.addedAttractions) new attractions.

            Things to try next:
            \(lines.map { "  " + $0 }.joined(separator: "\n"))
            """)
    }
}

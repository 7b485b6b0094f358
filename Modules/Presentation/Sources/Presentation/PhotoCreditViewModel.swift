import Domain

/// The one credit a photo gets wherever it is shown: "TITLE by OWNER NAME (LICENCE NAME)", each
/// part with the link it has (the photo's Flickr page, the owner's photostream, the licence's
/// deed). The web renders the parts as links, a terminal as text.
public struct PhotoCreditViewModel: Equatable, Sendable {
    /// A piece of the credit line: its text, and where it links.
    public struct Part: Equatable, Sendable {
        public let text: String
        /// Where the part links; nil for plain text.
        public let url: String?

        public init(_ text: String, url: String? = nil) {
            self.text = text
            self.url = url
        }
    }

    public let parts: [Part]
    /// Flickr's licence id, its name and deed as shown, and the owner's name, for `--json`.
    public let license: String?
    public let licenseName: String?
    public let licenseURL: String?
    public let ownerName: String

    /// The credit as one line of text.
    public var text: String { parts.map(\.text).joined() }

    /// The credit after the title, "by OWNER NAME (LICENCE NAME)", for where the title is shown
    /// on its own (a grid's tile).
    public var byline: String { parts.dropFirst().map(\.text).joined().trimmingWhitespace }

    /// The credit with the licence named as `licences` knows it (the stored list, else the
    /// documented table).
    public init(photo: Photo, licences: PhotoLicences = .documented) {
        let owner =
            [photo.ownerName, photo.owner].first { !$0.trimmingWhitespace.isEmpty } ?? "an unknown owner"
        var parts = [
            Part(photo.displayTitle, url: photo.pageURL), Part(" by "),
            Part(owner, url: photo.photostreamURL),
        ]
        let shown = Self.licence(of: photo, in: licences)
        if let shown {
            parts += [Part(" ("), Part(shown.name, url: shown.url), Part(")")]
        }
        self.parts = parts
        license = photo.license
        licenseName = shown?.name
        licenseURL = shown?.url
        ownerName = photo.ownerName
    }

    /// The licence from `licences`; an id it does not know as "licence N" linking the photo's
    /// page (where Flickr names it); nil when the photo has no licence id.
    private static func licence(of photo: Photo, in licences: PhotoLicences) -> (name: String, url: String?)?
    {
        guard let id = photo.license, !id.trimmingWhitespace.isEmpty else { return nil }
        if let known = licences.licence(id: id) { return (known.name, known.url) }
        return ("licence \(id)", photo.pageURL)
    }
}

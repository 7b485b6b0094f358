import AppSupport
import Presentation

/// Renders the presenters' view models as one Markdown document. Text from Flickr or the user is
/// made plain first: control characters (terminal escapes) and bidi overrides become U+FFFD, and
/// Markdown's own punctuation is escaped, so no title can add a link, an image or a heading.
final class MarkdownReport: PlacesView, PhotoListView, PhotoView, AttractionsView {
    private(set) var text = "# Outings guide\n"

    func display(_ places: PlacesViewModel) {
        text += "\n## \(places.heading)\n\n"
        guard !places.sections.isEmpty else {
            text += "\(places.emptyMessage)\n"
            return
        }
        for section in places.sections {
            text += "### \(Self.escaped(section.country))\n\n"
            for row in section.places {
                let subtitle = row.subtitle.isEmpty ? "" : ", \(Self.escaped(row.subtitle))"
                text += "- \(Self.escaped(row.title))\(subtitle) (place \(Self.escaped(row.id)))\n"
            }
            text += "\n"
        }
    }

    func display(_ list: PhotoListViewModel) {
        text += "\n## \(list.heading)\n\n"
        guard !list.photos.isEmpty else {
            text += "\(list.emptyMessage)\n"
            return
        }
        for (index, photo) in list.photos.enumerated() {
            let page = photo.pageURL.map { " " + Self.link($0) } ?? ""
            text += "\(index + 1). \(Self.escaped(photo.title)) by \(Self.escaped(photo.owner))\(page)\n"
        }
    }

    func display(_ photo: PhotoViewModel) {
        text += "- \(Self.escaped(photo.title))\n"
    }

    func display(_ list: AttractionListViewModel) {
        text += "\n## \(list.heading)\n\n"
        guard !list.attractions.isEmpty else {
            text += "\(list.emptyMessage)\n"
            return
        }
        for item in list.attractions {
            let kind = [item.type, item.setting].filter { !$0.isEmpty }.map(Self.escaped).joined(
                separator: ", ")
            text += "\(item.position). **\(Self.escaped(item.name))** (\(kind))"
            if !item.description.isEmpty { text += ": \(Self.escaped(item.description))" }
            if !item.website.isEmpty { text += " " + Self.link(item.website) }
            text += "\n"
        }
    }

    func display(_ attraction: AttractionViewModel) {
        text += "- \(Self.escaped(attraction.name))\n"
    }

    /// Text that cannot drive a terminal: the CLI's rule (C0/C1 controls and bidi overrides
    /// become U+FFFD).
    static func plain(_ text: String) -> String {
        TextSanitizer.terminalSafe(text)
    }

    /// An http(s) address as an autolink; anything else (or one that could break out of the
    /// angle brackets) as escaped text, never as a link.
    static func link(_ address: String) -> String {
        let text = plain(address)
        let safe =
            (text.hasPrefix("https://") || text.hasPrefix("http://"))
            && !text.contains { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "\\" }
        return safe ? "<\(text)>" : escaped(text)
    }

    /// Plain, with every character Markdown gives a meaning escaped by a backslash.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in plain(text) {
            if "\\`*_{}[]()<>#|!".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

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
            let credit = photo.credit?.text ?? "\(photo.title) by \(photo.owner)"
            let deed = photo.credit?.licenseURL.flatMap {
                $0 == photo.pageURL ? nil : " licence " + Self.link($0)
            }
            text += "\(index + 1). \(Self.escaped(credit))\(page)\(deed ?? "")\n"
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
            if !item.description.isEmpty { text += ": \(Self.escapedLines(item.description))" }
            for (_, address) in item.webAddresses { text += " " + Self.link(address) }
            // The known choices on a line of their own inside the item (a hard line break).
            let choices = item.choiceLines.filter { $0.value != "-" }.map { "\($0.label): \($0.value)" }
            if !choices.isEmpty { text += "\\\n   " + Self.escaped(choices.joined(separator: "; ")) }
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

    /// Text that may span lines (a description): its line breaks kept, every other control
    /// neutralised. Each line is escaped and the lines are joined by a hard line break (a
    /// backslash at the end of the line) and indented under the list item, so they stay in the
    /// item and none can start a heading, a list, a quote, a fence or a setext underline.
    static func escapedLines(_ text: String) -> String {
        TextSanitizer.terminalSafe(text, keeping: .lineBreaks)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .enumerated()
            .map { index, line in
                index == 0 ? escaped(String(line)) : escapedLineStart(escaped(String(line)))
            }
            .joined(separator: "\\\n   ")
    }

    /// A line that follows a line break: its leading spaces dropped (they could make it code),
    /// and a first character that would start a block (`-`, `+`, `=`, `~`, or the `.` or `)` of
    /// an ordered list's number) escaped. `escaped` has already escaped the other markers.
    private static func escapedLineStart(_ line: String) -> String {
        var line = Substring(line.drop { $0 == " " })
        guard let first = line.first else { return "" }
        if "-+=~".contains(first) { return "\\" + line }
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let after = line.dropFirst(digits.count).first, after == "." || after == ")" {
            line.insert("\\", at: line.index(line.startIndex, offsetBy: digits.count))
        }
        return String(line)
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

import Domain
import Presentation

/// An attraction as a card, on every list of attractions: its photo or a drawing for its kind,
/// its name linking its page, the facts line, the member's rating and "Visited"; `actions`
/// (markup) below, which only the Arrange view gives.
enum AttractionCard {
    /// The size of a card's photo.
    static let photoSize = PhotoSize.largeSquare

    /// `from`: the point distances are measured from; `at`: the day and time asked about.
    static func markup(
        _ attraction: Attraction, visits: AttractionVisits?, photo: Photo?, from: GeoCoordinate? = nil,
        at: LocalDateTime? = nil, actions: String = ""
    ) -> String {
        markup(
            AttractionCardViewModel(attraction, visits: visits, photo: photo, from: from, at: at),
            actions: actions)
    }

    static func markup(_ card: AttractionCardViewModel, actions: String = "") -> String {
        let mine = [card.rating, card.visited ? "Visited" : nil].compactMap { $0 }
        let mineMarkup =
            mine.isEmpty ? "" : "\n<p class=\"card-mine\">\(mine.map(HTML.text).joined(separator: " · "))</p>"
        return """
            <li class="card attraction-card">\(picture(card.photo, drawing: card.drawing, size: photoSize))
            <h2><a href="/attractions/\(HTML.pathSegment(card.id))">\(HTML.text(card.name))</a></h2>
            \(facts(card.facts))\(mineMarkup)\(actions)</li>
            """
    }

    /// The facts line, each fact kept whole on a line (`Open 9:00-17:00` does not break at its
    /// hyphen), separated by " · ".
    static func facts(_ facts: [String]) -> String {
        "<p class=\"facts\">" + facts.map { "<span>\(HTML.text($0))</span>" }.joined(separator: " · ")
            + "</p>"
    }

    /// The photo (decorative: the name says what it is) or the drawing, in the size's box.
    static func picture(_ photo: Photo?, drawing: AttractionDrawing, size: PhotoSize, alt: String = "")
        -> String
    {
        let (width, height) = size.nominalBox
        guard let photo else { return drawingMarkup(drawing, width: width, height: height) }
        return "<img class=\"card-photo\" src=\"/images/\(HTML.pathSegment(photo.id))/\(size.rawValue)\" "
            + "width=\"\(width)\" height=\"\(height)\" alt=\"\(HTML.attribute(alt))\" loading=\"lazy\">"
    }

    /// A simple inline drawing per kind, on a tinted tile; presentation attributes only (the
    /// Content-Security-Policy allows no inline style).
    static func drawingMarkup(_ drawing: AttractionDrawing, width: Int, height: Int) -> String {
        let shapes =
            switch drawing {
            case .building:
                "<path d=\"M30 62 75 36l45 26z\" fill=\"#5b6b7a\"/><rect x=\"38\" y=\"66\" width=\"74\" height=\"44\" fill=\"#8a9aa9\"/>"
                    + "<path d=\"M48 70v36M64 70v36M80 70v36M96 70v36\" stroke=\"#eef1f4\" stroke-width=\"6\"/>"
                    + "<rect x=\"32\" y=\"110\" width=\"86\" height=\"8\" fill=\"#5b6b7a\"/>"
            case .nature:
                "<circle cx=\"60\" cy=\"62\" r=\"26\" fill=\"#4f8a4b\"/><circle cx=\"92\" cy=\"72\" r=\"20\" fill=\"#6fa865\"/>"
                    + "<path d=\"M60 84v34M92 90v28\" stroke=\"#7a5a3a\" stroke-width=\"7\"/>"
                    + "<path d=\"M20 118h110\" stroke=\"#4f8a4b\" stroke-width=\"6\"/>"
            case .water:
                "<circle cx=\"104\" cy=\"44\" r=\"14\" fill=\"#e8b84a\"/>"
                    + "<path d=\"M18 80q14-12 28 0t28 0 28 0 28 0M18 100q14-12 28 0t28 0 28 0 28 0\" "
                    + "fill=\"none\" stroke=\"#3a7bb8\" stroke-width=\"7\"/>"
            case .farm:
                "<path d=\"M40 70 75 44l35 26v46H40z\" fill=\"#b5483b\"/><rect x=\"63\" y=\"86\" width=\"24\" height=\"30\" fill=\"#f3e6d0\"/>"
                    + "<path d=\"M63 86l24 30M87 86l-24 30\" stroke=\"#b5483b\" stroke-width=\"4\"/>"
                    + "<path d=\"M20 116h110\" stroke=\"#6fa865\" stroke-width=\"6\"/>"
            case .place:
                "<path d=\"M75 30c-18 0-30 13-30 30 0 22 30 56 30 56s30-34 30-56c0-17-12-30-30-30z\" fill=\"#5b6b7a\"/>"
                    + "<circle cx=\"75\" cy=\"60\" r=\"11\" fill=\"#eef1f4\"/>"
            }
        return """
            <svg class="card-drawing" viewBox="0 0 150 150" width="\(width)" height="\(height)" aria-hidden="true" \
            focusable="false"><rect width="150" height="150" fill="#eef1f4"/>\(shapes)</svg>
            """
    }
}

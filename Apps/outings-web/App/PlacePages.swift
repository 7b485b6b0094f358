import Domain
import Presentation
import UseCases

/// The places as cards, one place's photo grid, one photo, and the recents.
enum PlacePages {
    /// The size of every thumbnail: grids and card covers.
    static let thumbnail = PhotoSize.largeSquare
    /// The size of the image on a photo's page.
    static let photoSize = PhotoSize.large

    static func places(_ model: PlaceCardsViewModel, signedIn: RequestContext?) -> String {
        guard !model.sections.isEmpty else {
            let content = """
                <p>\(HTML.text(model.emptyMessage))</p>
                <p>Load the sample guide with <code>outings demo</code>, import photos with \
                <code>outings photos import FILE</code>, or fetch places from Flickr with \
                <code>outings places --refresh</code> (needs a Flickr API key). Then reload this page.</p>
                """
            return PageLayout(
                title: model.heading, content: content, signedIn: signedIn, current: .places,
                breadcrumbs: [PageLayout.Crumb.home, PageLayout.Crumb(text: model.heading)]
            ).render()
        }
        let sections = model.sections.map { section in
            let cards = section.cards.map(card).joined(separator: "\n")
            return
                "<section><h2>\(HTML.text(section.country))</h2>\n<ul class=\"cards\">\n\(cards)\n</ul></section>"
        }.joined(separator: "\n")
        return PageLayout(
            title: model.heading, content: sections, signedIn: signedIn, current: .places,
            breadcrumbs: [PageLayout.Crumb.home, PageLayout.Crumb(text: model.heading)]
        ).render()
    }

    /// A card is one link: the cover (decorative: the place's title says where it goes), the
    /// title, the rest of the place's name and the photo count; then the cover's credit.
    private static func card(_ card: PlaceCardViewModel) -> String {
        let cover = card.cover.map { imagePath($0.id, thumbnail) } ?? "/placeholder/\(thumbnail.rawValue)"
        let credit =
            card.cover?.credit.map { "<span class=\"byline\">Cover: \(HTML.text($0.text))</span>" } ?? ""
        return """
            <li class="card"><a href="\(placePath(card.place.id))">\(image(cover, thumbnail, alt: ""))\
            <span class="card-title">\(HTML.text(card.place.title))</span></a>\
            <span class="subtitle">\(HTML.text(card.place.subtitle))</span>\
            <span class="count">\(HTML.text(card.photoCount))</span>\(credit)</li>
            """
    }

    /// A place's photos; named by its title where the catalog has the place, by its id otherwise.
    /// One page of the place's photos, the count above the grid and the page links under it.
    /// `map`: where all the place's photos were taken, under the page links.
    static func placePhotos(
        _ list: PhotoListViewModel, place: PlaceRowViewModel?, placeID: String,
        navigation: PageNavigationViewModel, map: PhotoMapViewModel? = nil, signedIn: RequestContext?
    ) -> String {
        let title = choiceTitle(place.map { "Photos of \($0.title)" } ?? list.heading, navigation)
        var trail = [PageLayout.Crumb.home, PageLayout.Crumb.photos]
        if let place {
            trail += [PageLayout.Crumb(text: place.country), PageLayout.Crumb(text: place.title)]
        } else {
            trail.append(PageLayout.Crumb(text: title))
        }
        let content =
            photoSection(list, navigation: navigation, placeID: placeID) + (map.map(WebMap.figure) ?? "")
        return PageLayout(title: title, content: content, signedIn: signedIn, breadcrumbs: trail).render()
    }

    /// A choice's page has a title of its own ("Photos of Paris free to reuse").
    private static func choiceTitle(_ title: String, _ navigation: PageNavigationViewModel) -> String {
        navigation.licences == .reuse ? title + " free to reuse" : title
    }

    /// The licence choice, the counts, one page of the grid and the page links; a place without
    /// photos says so instead. A choice that keeps none shows its count and no grid.
    private static func photoSection(
        _ list: PhotoListViewModel, navigation: PageNavigationViewModel, placeID: String
    ) -> String {
        guard !list.photos.isEmpty || !navigation.choices.isEmpty else {
            return "<p>\(HTML.text(list.emptyMessage)) <a href=\"/places\">Back to the places</a></p>"
        }
        let path = placePath(placeID)
        return PageLinks.licenceChoices(navigation, placePath: path) + PageLinks.summary(navigation)
            + (list.photos.isEmpty ? "" : grid(list)) + PageLinks.links(navigation, placePath: path)
    }

    /// The recently viewed photos, with a way to forget them; empty, a way to find some.
    static func recents(_ list: PhotoListViewModel, csrf: String, signedIn: RequestContext?) -> String {
        let trail = [
            PageLayout.Crumb.home,
            PageLayout.Crumb(text: PageLayout.Section.recents.rawValue),
        ]
        let content: String
        if list.photos.isEmpty {
            content = """
                <p>\(HTML.text(list.emptyMessage))</p>
                <p><a href="/places">Browse the places</a> and open a photo: it shows here.</p>
                """
        } else {
            content = """
                <form class="actions" method="post" action="/recents/clear">\
                <input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">\
                <button type="submit" class="danger">Clear recents</button></form>
                \(grid(list))
                """
        }
        return PageLayout(
            title: list.heading, content: content, signedIn: signedIn, current: .recents, breadcrumbs: trail
        )
        .render()
    }

    /// A grid of thumbnails, each linking the photo's page, the title shown under the tile and
    /// the rest of its credit after it.
    private static func grid(_ list: PhotoListViewModel) -> String {
        let items = list.photos.map { photo in
            """
            <li><a href="\(photoPath(photo.id))">\(image(imagePath(photo.id, thumbnail), thumbnail, alt: photo.title, lazy: true))\
            \(HTML.text(photo.title))</a> \(byline(photo))<span class="subtitle">\(HTML.text(photo.subtitle))</span></li>
            """
        }.joined(separator: "\n")
        let tag = list.isNumbered ? "ol" : "ul"
        return "<\(tag) class=\"grid\">\n\(items)\n</\(tag)>"
    }

    /// One photo fitted to the window, its credit and Flickr link right under it, then previous
    /// and next within its place, the `map` of its place's photos and the way back to the place.
    static func photo(_ model: PhotoPageViewModel, map: PhotoMapViewModel? = nil, signedIn: RequestContext?)
        -> String
    {
        let photo = model.photo
        var credit =
            photo.credit.map(creditLinks)
            ?? "Photo by \(HTML.text(photo.owner.isEmpty ? "Unknown" : photo.owner))"
        if let page = HTML.externalURL(photo.pageURL) {
            credit += " · <a href=\"\(HTML.attribute(page))\" rel=\"noopener noreferrer\">View on Flickr</a>"
        }
        var content = """
            <figure class="photo">\(image(imagePath(photo.id, photoSize), photoSize, alt: photo.credit?.text ?? photo.title))
            <figcaption><p class="credit">\(credit)</p>
            """
        if !photo.subtitle.isEmpty { content += "<p>\(HTML.text(photo.subtitle))</p>" }
        content += "</figcaption></figure>"
        content += pager(model) + (map.map { "\n" + WebMap.figure($0) } ?? "")
        var trail = [PageLayout.Crumb.home, PageLayout.Crumb.photos]
        if let place = model.place {
            trail += [
                PageLayout.Crumb(text: place.country),
                PageLayout.Crumb(text: place.title, path: placePath(place.id)),
            ]
            content += "\n<p><a href=\"\(placePath(place.id))\">Back to \(HTML.text(place.title))</a></p>"
        } else if !photo.placeID.isEmpty {
            content += "\n<p><a href=\"\(placePath(photo.placeID))\">More photos of this place</a></p>"
        }
        trail.append(PageLayout.Crumb(text: photo.title))
        return PageLayout(title: photo.title, content: content, signedIn: signedIn, breadcrumbs: trail)
            .render()
    }

    /// The credit's parts, each a link to Flickr where it has one; text escaped, and a URL that is
    /// not a plain http(s) address shown as text.
    private static func creditLinks(_ credit: PhotoCreditViewModel) -> String {
        credit.parts.map { part in
            guard let url = HTML.externalURL(part.url) else { return HTML.text(part.text) }
            return
                "<a href=\"\(HTML.attribute(url))\" rel=\"noopener noreferrer\">\(HTML.text(part.text))</a>"
        }.joined()
    }

    /// "by OWNER (LICENCE)" as text: the tile's link already leads to the photo, whose page
    /// links each part.
    private static func byline(_ photo: PhotoViewModel) -> String {
        "<span class=\"byline\">\(HTML.text(photo.credit?.byline ?? ""))</span>"
    }

    /// Plain links (no script), each naming the photo it leads to.
    private static func pager(_ model: PhotoPageViewModel) -> String {
        var links: [String] = []
        if let previous = model.previous {
            links.append(
                "<a rel=\"prev\" href=\"\(photoPath(previous.id))\">← Previous: \(HTML.text(previous.title))</a>"
            )
        }
        if let next = model.next {
            links.append(
                "<a rel=\"next\" href=\"\(photoPath(next.id))\">Next: \(HTML.text(next.title)) →</a>")
        }
        guard !links.isEmpty else { return "" }
        let label = model.place.map { "Photos of \($0.title)" } ?? "Photos of this place"
        return "\n<nav class=\"pager\" aria-label=\"\(HTML.attribute(label))\">"
            + links.joined() + "</nav>"
    }

    /// Every image carries its size's box, so nothing moves while it loads.
    private static func image(_ path: String, _ size: PhotoSize, alt: String, lazy: Bool = false) -> String {
        let (width, height) = size.nominalBox
        return "<img src=\"\(path)\" width=\"\(width)\" height=\"\(height)\" alt=\"\(HTML.attribute(alt))\""
            + (lazy ? " loading=\"lazy\">" : ">")
    }

    private static func imagePath(_ id: String, _ size: PhotoSize) -> String {
        "/images/\(HTML.pathSegment(id))/\(size.rawValue)"
    }

    private static func photoPath(_ id: String) -> String { "/photos/\(HTML.pathSegment(id))" }
    private static func placePath(_ id: String) -> String { "/places/\(HTML.pathSegment(id))" }
}

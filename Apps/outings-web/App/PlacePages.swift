import Presentation

/// The places list and one place's photo grid.
enum PlacePages {
    static func places(_ model: PlacesViewModel) -> String {
        guard !model.sections.isEmpty else {
            return PageLayout(
                title: model.heading, content: "<p>\(HTML.text(model.emptyMessage))</p>", current: .places
            )
            .render()
        }
        let sections = model.sections.map { section in
            let rows = section.places.map { place in
                "<li><a href=\"/places/\(HTML.pathSegment(place.id))\">\(HTML.text(place.title))</a>"
                    + "<span class=\"subtitle\">\(HTML.text(place.subtitle))</span></li>"
            }.joined(separator: "\n")
            return
                "<section><h2>\(HTML.text(section.country))</h2>\n<ul class=\"rows\">\n\(rows)\n</ul></section>"
        }.joined(separator: "\n")
        return PageLayout(title: model.heading, content: sections, current: .places).render()
    }

    /// A grid of large-square thumbnails, each linking the photo's page.
    static func grid(_ list: PhotoListViewModel, current: PageLayout.Section?, title: String? = nil) -> String
    {
        let heading = title ?? list.heading
        guard !list.photos.isEmpty else {
            return PageLayout(
                title: heading, content: "<p>\(HTML.text(list.emptyMessage))</p>", current: current
            )
            .render()
        }
        let items = list.photos.map { photo in
            let id = HTML.pathSegment(photo.id)
            return """
                <li><a href="/photos/\(id)"><img src="/images/\(id)/large-square" width="150" height="150" \
                alt="\(HTML.attribute(photo.title))" loading="lazy">\(HTML.text(photo.title))</a>\
                <span class="subtitle">\(HTML.text(photo.subtitle))</span></li>
                """
        }.joined(separator: "\n")
        let tag = list.isNumbered ? "ol" : "ul"
        return PageLayout(
            title: heading, content: "<\(tag) class=\"grid\">\n\(items)\n</\(tag)>", current: current
        ).render()
    }

    /// One photo: the large image, its words, and the link to its Flickr page.
    static func photo(_ photo: PhotoViewModel) -> String {
        let id = HTML.pathSegment(photo.id)
        var content = """
            <figure class="photo"><img src="/images/\(id)/large" alt="\(HTML.attribute(photo.title))">
            <figcaption>\(HTML.text(photo.subtitle))</figcaption></figure>
            <dl class="values"><dt>Owner</dt><dd>\(HTML.text(photo.owner.isEmpty ? "Unknown" : photo.owner))</dd></dl>
            """
        if let page = HTML.externalURL(photo.pageURL) {
            content +=
                "\n<p><a href=\"\(HTML.attribute(page))\" rel=\"noopener noreferrer\">View on Flickr</a></p>"
        }
        if !photo.placeID.isEmpty {
            content +=
                "\n<p><a href=\"/places/\(HTML.pathSegment(photo.placeID))\">More photos of this place</a></p>"
        }
        return PageLayout(title: photo.title, content: content).render()
    }
}

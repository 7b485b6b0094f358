import Domain
import Presentation

/// The attractions as a guide (a card each), one attraction's page, the removal confirmation and
/// what a conflict found.
enum AttractionPages {
    /// `cards` are the attractions' cards (`AttractionCard`), in order; `filters` is the filter
    /// form's markup and `query` its parameters (for the downloads); `closed` the attractions the
    /// other filters keep that are closed at the asked time; `mayArrange` links the Arrange view
    /// (editors, on the unfiltered list).
    static func list(
        _ model: AttractionListViewModel, cards: [String], filters: String = "", query: String = "",
        filtered: Bool = false, closed: [(name: String, id: String, reason: String)] = [],
        map: PhotoMapViewModel? = nil, mayArrange: Bool = false, signedIn: RequestContext?
    ) -> String {
        let arrange =
            mayArrange && !filtered && !cards.isEmpty
            ? " <a class=\"button\" href=\"/attractions/arrange\">Arrange the list</a>" : ""
        var content =
            "<p class=\"actions\"><a class=\"button primary\" href=\"/attractions/new\">Add an attraction</a>\(arrange)</p>\n"
        content += filters + "\n" + downloads(query)
        let closedMarkup = closedList(closed)
        guard !cards.isEmpty else {
            if !model.emptyMessage.isEmpty { content += "<p>\(HTML.text(model.emptyMessage))</p>" }
            if filtered {
                content += "<p><a class=\"button\" href=\"/attractions\">Clear the filters</a></p>"
            }
            content += closedMarkup
            return PageLayout(
                title: model.heading, content: content, signedIn: signedIn, current: .attractions
            ).render()
        }
        if filtered {
            let count = cards.count
            content +=
                "<p class=\"count\" role=\"status\">\(count == 1 ? "1 attraction matches" : "\(count) attractions match").</p>\n"
        }
        if let map, !map.isEmpty { content += WebMap.figure(map) + "\n" }
        content +=
            "<ol class=\"cards attraction-cards\">\n\(cards.joined(separator: "\n"))\n</ol>" + closedMarkup
        return PageLayout(title: model.heading, content: content, signedIn: signedIn, current: .attractions)
            .render()
    }

    /// The whole list in the guide's order, each card with Edit, Move up and Move down: the one
    /// place the order is changed.
    static func arrange(
        _ attractions: [(attraction: AttractionViewModel, card: AttractionCardViewModel)], csrf: String,
        signedIn: RequestContext?
    ) -> String {
        let count = attractions.count
        let items = attractions.map { attraction, card in
            let id = HTML.pathSegment(attraction.id)
            var actions = [
                "<a class=\"button\" href=\"/attractions/\(id)/edit\" aria-label=\"Edit \(HTML.attribute(attraction.name))\">Edit</a>"
            ]
            if attraction.position > 1 {
                actions.append(
                    moveButton(attraction, to: attraction.position - 1, label: "Move up", csrf: csrf))
            }
            if attraction.position < count {
                actions.append(
                    moveButton(attraction, to: attraction.position + 1, label: "Move down", csrf: csrf))
            }
            return AttractionCard.markup(
                card, actions: "\n<div class=\"card-actions\">\(actions.joined())</div>")
        }
        var content =
            "<p>The order the guide lists its attractions in. <a href=\"/attractions\">Done</a></p>\n"
        content +=
            items.isEmpty
            ? "<p>\(HTML.text(AttractionsPresenter.emptyMessage))</p>"
            : "<ol class=\"cards attraction-cards\">\n\(items.joined(separator: "\n"))\n</ol>"
        return PageLayout(
            title: "Arrange the attractions", content: content, signedIn: signedIn, current: .attractions
        ).render()
    }

    /// Those closed at the asked time with when each opens, under `heading`.
    static func closedList(
        _ closed: [(name: String, id: String, reason: String)], heading: String = "Closed at that time"
    ) -> String {
        guard !closed.isEmpty else { return "" }
        let items = closed.map { item in
            "<li><a href=\"/attractions/\(HTML.pathSegment(item.id))\">\(HTML.text(item.name))</a>: \(HTML.text(item.reason))</li>"
        }.joined(separator: "\n")
        return "\n<section class=\"closed\"><h2>\(HTML.text(heading))</h2>\n<ul>\n\(items)\n</ul></section>"
    }

    /// The attractions as files, the downloads `outings export` writes, for the current filter.
    private static func downloads(_ query: String) -> String {
        let links = AttractionExportFormat.allCases.map { format in
            let href = "/api/export?format=\(format.rawValue)" + (query.isEmpty ? "" : "&" + query)
            return "<a href=\"\(HTML.attribute(href))\" download>\(format.rawValue.uppercased())</a>"
        }
        return "<p class=\"downloads\">Download: \(links.joined(separator: " · "))</p>\n"
    }

    /// A web address as a link named after the attraction, then the field's label in lower case:
    /// a page with many cards never has two links of the same name. Nil when the address is not
    /// http(s).
    private static func link(to address: String, _ field: AttractionField, of attraction: AttractionViewModel)
        -> String?
    {
        guard let target = HTML.externalURL(address) else { return nil }
        return "<a href=\"\(HTML.attribute(target))\" rel=\"noopener noreferrer\">"
            + "\(HTML.text(attraction.name)) \(AttractionFieldGuide.label(field).lowercased())</a>"
    }

    private static func moveButton(
        _ attraction: AttractionViewModel, to position: Int, label: String, csrf: String
    )
        -> String
    {
        """
        <form method="post" action="/attractions/\(HTML.pathSegment(attraction.id))/move"><input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">\
        <input type="hidden" name="position" value="\(position)">\
        <button type="submit" class="small" aria-label="\(label) \(HTML.attribute(attraction.name))">\(label)</button></form>
        """
    }

    /// One attraction as a family decides by it: photo, facts, whether it is open, the week's
    /// hours, how to get there, its website, ages, cost and tags, a small map, who changed it
    /// last (`edited`), the member's own visits (`visits`, markup), Edit, and Remove under More.
    static func attraction(
        _ page: AttractionPageContent, edited: String? = nil, visits: String = "", addToPlan: String = "",
        signedIn: RequestContext?
    ) -> String {
        let attraction = page.model
        let id = HTML.pathSegment(attraction.id)
        var content = AttractionCard.picture(
            page.photo, drawing: AttractionDrawing(kind: attraction.type),
            size: page.photo == nil ? AttractionCard.photoSize : photoSize,
            alt: page.photo?.displayTitle ?? "")
        if let photo = page.photo {
            content +=
                "\n<p class=\"photo-note\">Photo taken nearby: <a href=\"/photos/\(HTML.pathSegment(photo.id))\">\(HTML.text(photo.displayTitle))</a></p>"
        }
        content += "\n" + AttractionCard.facts(page.facts)
        // Without hours, the hours' section says they are not known.
        if page.model.hours != nil {
            content += "\n<p class=\"open-state\"><strong>\(HTML.text(page.openState))</strong></p>"
        }
        if !attraction.type.isEmpty { content += "\n<p class=\"subtitle\">\(HTML.text(attraction.type))</p>" }
        if !attraction.description.isEmpty {
            content += "\n<p class=\"description\">\(HTML.text(attraction.description))</p>"
        }
        if !attraction.unreadable.isEmpty {
            let fields = attraction.unreadable.map { AttractionFieldGuide.label($0).lowercased() }
            content +=
                "\n<p class=\"notice\">Not shown, \(HTML.text(AttractionViewModel.unreadableText)): \(HTML.text(fields.joined(separator: ", "))).</p>"
        }
        content += "\n" + hours(page) + "\n" + gettingThere(page) + "\n" + about(page)
        if let edited { content += "\n<p class=\"edited\">\(HTML.text(edited))</p>" }
        content += "\n" + visits + addToPlan
        content += """
            <div class="actions"><a class="button primary" href="/attractions/\(id)/edit">Edit</a></div>
            <details class="more"><summary>More</summary>\
            <p><a class="button danger" href="/attractions/\(id)/remove">Remove</a></p></details>
            <p><a href="/attractions">Back to the attractions</a></p>
            """
        return PageLayout(title: attraction.name, content: content, signedIn: signedIn, current: .attractions)
            .render()
    }

    /// The size of the photo on an attraction's page.
    static let photoSize = PhotoSize.small

    /// The week in words, or the hours' text when they do not read as one week.
    private static func hours(_ page: AttractionPageContent) -> String {
        var markup =
            "<section class=\"hours\" aria-labelledby=\"hours-heading\"><h2 id=\"hours-heading\">Opening hours</h2>\n"
        if let week = page.week {
            markup += "<ul class=\"week\">" + week.map { "<li>\(HTML.text($0))</li>" }.joined() + "</ul>"
        } else if let text = page.model.hours {
            markup += "<p>\(HTML.text(text))</p>"
        } else {
            markup += "<p>Hours not known.</p>"
        }
        return markup + "</section>"
    }

    /// The address, directions (OpenStreetMap's and the phone's maps app) and the small map.
    private static func gettingThere(_ page: AttractionPageContent) -> String {
        var parts: [String] = []
        if let address = page.model.address { parts.append("<p class=\"address\">\(HTML.text(address))</p>") }
        if let point = page.location {
            let directions = HTML.attribute(AttractionWords.directionsURL(to: point))
            let geo = HTML.attribute(AttractionWords.geoURI(point))
            parts.append(
                "<p class=\"directions\"><a class=\"button\" href=\"\(directions)\" rel=\"noopener noreferrer\">"
                    + "Directions on OpenStreetMap</a> <a class=\"button\" href=\"\(geo)\">Open in a maps app</a></p>"
            )
        }
        if let map = page.map, !map.isEmpty { parts.append(WebMap.figure(map)) }
        guard !parts.isEmpty else { return "" }
        return
            "<section class=\"getting-there\" aria-labelledby=\"there-heading\"><h2 id=\"there-heading\">Getting there</h2>\n"
            + parts.joined(separator: "\n") + "</section>"
    }

    /// Website and the other web addresses, ages, cost, setting and tags, in words.
    private static func about(_ page: AttractionPageContent) -> String {
        let attraction = page.model
        var rows: [(label: String, value: String)] = []
        for (field, address) in attraction.webAddresses {
            rows.append(
                (
                    AttractionFieldGuide.label(field),
                    link(to: address, field, of: attraction) ?? HTML.text(address)
                ))
        }
        if let ages = page.ages { rows.append(("Ages", HTML.text(ages))) }
        if let cost = page.cost { rows.append(("Cost", HTML.text(cost))) }
        rows.append(("Setting", AttractionWords.setting(inside: attraction.inside)))
        if !attraction.tags.isEmpty {
            rows.append(("Tags", HTML.text(attraction.tags.joined(separator: ", "))))
        }
        return "<dl class=\"about\">"
            + rows.map { "<dt>\(HTML.text($0.label))</dt><dd>\($0.value)</dd>" }.joined() + "</dl>"
    }

    static func confirmRemoval(_ attraction: AttractionViewModel, csrf: String, signedIn: RequestContext?)
        -> String
    {
        let id = HTML.pathSegment(attraction.id)
        let content = """
            <p>Remove <strong>\(HTML.text(attraction.name))</strong> from the guide? The others close the gap.</p>
            <form method="post" action="/attractions/\(id)/remove" class="actions">\
            <input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">\
            <button type="submit" class="danger">Remove</button> <a class="button" href="/attractions/\(id)">Keep it</a></form>
            """
        return PageLayout(
            title: "Remove \(attraction.name)?", content: content, signedIn: signedIn, current: .attractions
        )
        .render()
    }

    /// Above the re-shown form after a stale save: each field's typed value beside the stored
    /// one, so nothing is lost and the person chooses.
    static func conflict(yours: AttractionFormValues, stored: AttractionFormValues) -> String {
        let rows = zip(yours.fields, stored.fields).map { mine, theirs in
            TableMarkup.Row(
                cells: [AttractionFieldGuide.label(mine.0), HTML.text(mine.1), HTML.text(theirs.1)],
                className: mine.1 == theirs.1 ? nil : "differs")
        }
        let table = TableMarkup(
            className: "compare", caption: "Your values and the stored ones",
            columns: ["Field", "Yours", "Stored now"],
            rowHeaders: true)
        return """
            <div class="notice" role="alert"><p>Someone else saved this attraction after you began editing it. \
            Nothing you typed is lost: your values are still in the form below. \
            Save applies them over the new version; Reset takes the stored ones.</p></div>
            \(table.render(rows))

            """
    }

    /// Above the re-shown form when the attraction was removed meanwhile.
    static let removedNotice = """
        <div class="notice" role="alert"><p>Someone else removed this attraction after you began editing it. \
        Nothing you typed is lost: your values are in the form below, and Save adds them as a new attraction.</p></div>

        """

    static func message(title: String, message: String) -> String {
        PageLayout(
            title: title,
            content: "<p>\(HTML.text(message))</p>\n<p><a href=\"/\">Back to the home page</a></p>",
            signedIn: nil
        )
        .render()
    }
}

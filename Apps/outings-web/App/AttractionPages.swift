import Domain
import Presentation

/// The attractions as a guide (a card each), one attraction's page, the removal confirmation and
/// what a conflict found.
enum AttractionPages {
    /// `filters` is the filter form's markup and `query` its parameters (for the downloads);
    /// `closed` the attractions the other filters keep that are closed at the asked time.
    static func list(
        _ model: AttractionListViewModel, csrf: String, filters: String = "", query: String = "",
        filtered: Bool = false, closed: [(name: String, id: String, reason: String)] = [],
        map: PhotoMapViewModel? = nil, signedIn: RequestContext?
    ) -> String {
        var content = "<p><a class=\"button primary\" href=\"/attractions/new\">Add an attraction</a></p>\n"
        content += filters + "\n" + downloads(query)
        let closedMarkup = closedList(closed)
        guard !model.attractions.isEmpty else {
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
            let count = model.attractions.count
            content +=
                "<p class=\"count\" role=\"status\">\(count == 1 ? "1 attraction matches" : "\(count) attractions match").</p>\n"
        }
        if let map, !map.isEmpty { content += WebMap.figure(map) + "\n" }
        let count = model.attractions.count
        let cards = model.attractions.map { attraction in
            let id = HTML.pathSegment(attraction.id)
            var moves: [String] = []
            if attraction.position > 1 {
                moves.append(
                    moveButton(attraction, to: attraction.position - 1, label: "Move up", csrf: csrf))
            }
            if attraction.position < count {
                moves.append(
                    moveButton(attraction, to: attraction.position + 1, label: "Move down", csrf: csrf))
            }
            return """
                <li class="card attraction"><h2><a href="/attractions/\(id)">\(HTML.text(attraction.name))</a></h2>
                \(details(attraction))
                <div class="card-actions"><a href="/attractions/\(id)/edit" aria-label="Edit \(HTML.attribute(attraction.name))">Edit</a>\
                \(moves.joined())</div></li>
                """
        }.joined(separator: "\n")
        content += "<ol class=\"cards\">\n\(cards)\n</ol>" + closedMarkup
        return PageLayout(title: model.heading, content: content, signedIn: signedIn, current: .attractions)
            .render()
    }

    /// Those closed at the asked time, each with when it opens.
    private static func closedList(_ closed: [(name: String, id: String, reason: String)]) -> String {
        guard !closed.isEmpty else { return "" }
        let items = closed.map { item in
            "<li><a href=\"/attractions/\(HTML.pathSegment(item.id))\">\(HTML.text(item.name))</a>: \(HTML.text(item.reason))</li>"
        }.joined(separator: "\n")
        return "\n<section class=\"closed\"><h2>Closed at that time</h2>\n<ul>\n\(items)\n</ul></section>"
    }

    /// The attractions as files, the downloads `outings export` writes, for the current filter.
    private static func downloads(_ query: String) -> String {
        let links = AttractionExportFormat.allCases.map { format in
            let href = "/api/export?format=\(format.rawValue)" + (query.isEmpty ? "" : "&" + query)
            return "<a href=\"\(HTML.attribute(href))\" download>\(format.rawValue.uppercased())</a>"
        }
        return "<p class=\"downloads\">Download: \(links.joined(separator: " · "))</p>\n"
    }

    /// Type and setting, the description, and each web address as a link named after the attraction.
    private static func details(_ attraction: AttractionViewModel) -> String {
        let kind = [attraction.type, attraction.inside ? "Inside" : "Outside"].filter { !$0.isEmpty }
            .map(HTML.text).joined(separator: " · ")
        var markup = "<p class=\"subtitle\">\(kind)</p>"
        if !attraction.description.isEmpty {
            markup += "\n<p class=\"description\">\(HTML.text(attraction.description))</p>"
        }
        for (field, address) in attraction.webAddresses {
            if let link = link(to: address, field, of: attraction) { markup += "\n<p>\(link)</p>" }
        }
        return markup
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

    /// One attraction with every detail, who changed it last (`edited`, when a member did), the
    /// member's own visits (`visits`, markup), Edit, and Remove (which asks first).
    static func attraction(
        _ attraction: AttractionViewModel, edited: String? = nil, visits: String = "",
        signedIn: RequestContext?
    ) -> String {
        let id = HTML.pathSegment(attraction.id)
        let content = """
            <dl class="values">\
            \(attraction.detailLines.map { "<dt>\($0.label)</dt>" + detail($0.field, $0.value, of: attraction) }.joined())\
            <dt>Position</dt><dd>\(attraction.position)</dd></dl>
            \(edited.map { "<p class=\"edited\">\(HTML.text($0))</p>\n" } ?? "")\(visits)<div class="actions"><a class="button primary" href="/attractions/\(id)/edit">Edit</a>\
            <a class="button danger" href="/attractions/\(id)/remove">Remove</a></div>
            <p><a href="/attractions">Back to the attractions</a></p>
            """
        return PageLayout(title: attraction.name, content: content, signedIn: signedIn, current: .attractions)
            .render()
    }

    /// A field's value on the attraction's page; the setting, the description and a web address
    /// have their own form, every other field is its text.
    private static func detail(_ field: AttractionField, _ value: String, of attraction: AttractionViewModel)
        -> String
    {
        if field.isWebAddress {
            return "<dd>\(link(to: value, field, of: attraction) ?? HTML.text(value))</dd>"
        }
        return switch field {
        case .inside: "<dd>\(attraction.inside ? "Inside" : "Outside")</dd>"
        case .description: "<dd class=\"description\">\(HTML.text(value))</dd>"
        default: "<dd>\(HTML.text(value))</dd>"
        }
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
            content: "<p>\(HTML.text(message))</p>\n<p><a href=\"/\">Back to the places</a></p>",
            signedIn: nil
        )
        .render()
    }
}

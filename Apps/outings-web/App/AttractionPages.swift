import Presentation

/// The attractions list with its buttons, the removal confirmation and the conflict page.
enum AttractionPages {
    static func list(_ model: AttractionListViewModel, csrf: String) -> String {
        var content = "<p><a class=\"button primary\" href=\"/attractions/new\">Add an attraction</a></p>\n"
        guard !model.attractions.isEmpty else {
            content += "<p>\(HTML.text(model.emptyMessage))</p>"
            return PageLayout(title: model.heading, content: content, current: .attractions).render()
        }
        let count = model.attractions.count
        let rows = model.attractions.map { attraction in
            let id = HTML.pathSegment(attraction.id)
            let name = HTML.text(attraction.name)
            var details = [attraction.type, attraction.setting].filter { !$0.isEmpty }.map(HTML.text)
                .joined(separator: " · ")
            if let website = HTML.externalURL(attraction.website), !attraction.website.isEmpty {
                details += " · <a href=\"\(HTML.attribute(website))\" rel=\"noopener noreferrer\">website</a>"
            }
            var buttons = [
                "<a class=\"button\" href=\"/attractions/\(id)/edit\" aria-label=\"Edit \(HTML.attribute(attraction.name))\">Edit</a>",
                "<a class=\"button\" href=\"/attractions/\(id)/remove\" aria-label=\"Remove \(HTML.attribute(attraction.name))\">Remove</a>",
            ]
            if attraction.position > 1 {
                buttons.append(
                    moveButton(
                        id: id, name: attraction.name, to: attraction.position - 1, label: "Move up",
                        csrf: csrf))
            }
            if attraction.position < count {
                buttons.append(
                    moveButton(
                        id: id, name: attraction.name, to: attraction.position + 1, label: "Move down",
                        csrf: csrf))
            }
            return """
                <li><strong>\(name)</strong><span class="subtitle">\(details)</span>\
                <span class="subtitle">\(HTML.text(attraction.description))</span>
                <div class="actions">\(buttons.joined())</div></li>
                """
        }.joined(separator: "\n")
        content += "<ol class=\"rows\">\n\(rows)\n</ol>"
        return PageLayout(title: model.heading, content: content, current: .attractions).render()
    }

    private static func moveButton(id: String, name: String, to position: Int, label: String, csrf: String)
        -> String
    {
        """
        <form method="post" action="/attractions/\(id)/move"><input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">\
        <input type="hidden" name="position" value="\(position)">\
        <button type="submit" aria-label="\(label) \(HTML.attribute(name))">\(label)</button></form>
        """
    }

    static func confirmRemoval(_ attraction: AttractionViewModel, csrf: String) -> String {
        let id = HTML.pathSegment(attraction.id)
        let content = """
            <p>Remove <strong>\(HTML.text(attraction.name))</strong> from the guide? The others close the gap.</p>
            <form method="post" action="/attractions/\(id)/remove" class="actions">\
            <input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">\
            <button type="submit" class="primary">Remove</button> <a class="button" href="/attractions">Keep it</a></form>
            """
        return PageLayout(title: "Remove \(attraction.name)?", content: content, current: .attractions)
            .render()
    }

    /// What is stored now (or that it is gone), and a link to start again from it.
    static func conflict(stored: AttractionViewModel?, id: String) -> String {
        var content =
            "<p class=\"errors\">Someone else changed or removed this attraction after you began "
            + "editing it. Nothing you typed was saved.</p>\n"
        if let stored {
            content += """
                <h2>What is stored now</h2>
                <dl class="values"><dt>Name</dt><dd>\(HTML.text(stored.name))</dd>\
                <dt>Type</dt><dd>\(HTML.text(stored.type))</dd><dt>Inside or outside</dt><dd>\(stored.setting)</dd>\
                <dt>Description</dt><dd>\(HTML.text(stored.description))</dd>\
                <dt>Website</dt><dd>\(HTML.text(stored.website))</dd></dl>
                <p><a class="button primary" href="/attractions/\(HTML.pathSegment(id))/edit">Start again from these values</a></p>
                """
        } else {
            content +=
                "<p>It has been removed.</p>\n<p><a class=\"button primary\" href=\"/attractions/new\">Start again as a new attraction</a></p>"
        }
        content += "\n<p><a href=\"/attractions\">Back to the attractions</a></p>"
        return PageLayout(title: "Changed by someone else", content: content, current: .attractions).render()
    }

    static func message(title: String, message: String) -> String {
        PageLayout(
            title: title, content: "<p>\(HTML.text(message))</p>\n<p><a href=\"/\">Back to the places</a></p>"
        )
        .render()
    }
}

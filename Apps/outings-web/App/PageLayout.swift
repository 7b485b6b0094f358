/// The frame every page shares: title, stylesheet, navigation between Places, Recents and
/// Attractions, and one heading. No script anywhere, so pages work without JavaScript and the
/// Content-Security-Policy can forbid scripts entirely.
struct PageLayout {
    let title: String
    /// Already-escaped markup of the page's main content.
    let content: String
    var current: Section? = nil

    enum Section: String, CaseIterable {
        case places = "Places"
        case recents = "Recents"
        case attractions = "Attractions"

        var path: String {
            switch self {
            case .places: "/"
            case .recents: "/recents"
            case .attractions: "/attractions"
            }
        }
    }

    func render() -> String {
        let links = Section.allCases.map { section in
            let marker = section == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(section.path)\"\(marker)>\(section.rawValue)</a></li>"
        }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.text(title)) · Outings</title>
            <link rel="stylesheet" href="/style.css">
            </head>
            <body>
            <header><a class="brand" href="/">Outings</a><nav aria-label="Main"><ul>\(links)</ul></nav></header>
            <main>
            <h1>\(HTML.text(title))</h1>
            \(content)
            </main>
            </body>
            </html>

            """
    }
}

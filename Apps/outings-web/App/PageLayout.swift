import Presentation

/// The frame every page shares: title, stylesheet, navigation between Home, Attractions, Plans,
/// Photos (the Flickr places), Recents and Household, and one heading. No script anywhere, so pages work without JavaScript and the
/// Content-Security-Policy can forbid scripts entirely.
struct PageLayout {
    let title: String
    /// Already-escaped markup of the page's main content.
    let content: String
    /// Who the page is for, shown in the header; nil: the household, or someone signed out.
    let signedIn: RequestContext?
    var current: Section? = nil
    /// The trail from the places to this page; when empty, `defaultTrail` (none on the places
    /// page itself, which is home).
    var breadcrumbs: [Crumb] = []
    /// False for a page opened by a link alone (a shared plan): no menu and no trail, whose links
    /// would only ask someone without an account to sign in.
    var navigation = true

    /// One step of the trail: a link, or plain text for a step without a page of its own.
    struct Crumb {
        let text: String
        var path: String? = nil

        /// The first step of every trail: home, the question a family brings.
        static let home = Crumb(text: Section.home.rawValue, path: Section.home.path)
        /// The Flickr places, where every photo's trail starts after home.
        static let photos = Crumb(text: Section.places.rawValue, path: Section.places.path)
    }

    enum Section: String, CaseIterable {
        case home = "Home"
        case attractions = "Attractions"
        case plans = "Plans"
        case places = "Photos"
        case recents = "Recents"
        case household = "Household"

        var path: String {
            switch self {
            case .home: "/"
            case .places: "/places"
            case .recents: "/recents"
            case .attractions: "/attractions"
            case .plans: "/plans"
            case .household: "/household"
            }
        }
    }

    /// Home, the page's section when it has one, and the page.
    private var defaultTrail: [Crumb] {
        guard current != .home else { return [] }
        var trail = [Crumb.home]
        if let current { trail.append(Crumb(text: current.rawValue, path: current.path)) }
        if trail.last?.text != title { trail.append(Crumb(text: title)) }
        return trail
    }

    /// A `nav` with an ordered list; the last step is this page (`aria-current`), never a link.
    private var trailMarkup: String {
        let trail = breadcrumbs.isEmpty ? defaultTrail : breadcrumbs
        guard let last = trail.last else { return "" }
        let steps =
            trail.dropLast().map { crumb in
                crumb.path.map { "<li><a href=\"\(HTML.attribute($0))\">\(HTML.text(crumb.text))</a></li>" }
                    ?? "<li>\(HTML.text(crumb.text))</li>"
            } + ["<li aria-current=\"page\">\(HTML.text(last.text))</li>"]
        return "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb\"><ol>\(steps.joined())</ol></nav>\n"
    }

    /// For a member signed in by their session: their display name linking their account,
    /// Members for an owner, and the Sign out button; nothing in a guide without members.
    private var accountMarkup: String {
        guard let context = signedIn, let csrf = context.csrf else { return "" }
        let member = MemberRowViewModel(context.member)
        let members = context.member.role == .owner ? "<a href=\"/members\">Members</a> " : ""
        return """
            <form class="sign-out" method="post" action="/sign-out">\
            \(FormMarkup.csrfField(csrf))\
            <a href="/account">\(HTML.text(member.displayName))</a> \(members)<button type="submit">Sign out</button></form>
            """
    }

    func render() -> String {
        guard navigation else {
            return page(header: "<header><span class=\"brand\">Outings</span></header>", trail: "")
        }
        return page(header: header, trail: trailMarkup)
    }

    private var header: String {
        let links = Section.allCases.map { section in
            let marker = section == current ? " aria-current=\"page\"" : ""
            return "<li><a href=\"\(section.path)\"\(marker)>\(section.rawValue)</a></li>"
        }.joined()
        return
            "<header><a class=\"brand\" href=\"/\">Outings</a><nav aria-label=\"Main\"><ul>\(links)</ul></nav>\(accountMarkup)</header>"
    }

    private func page(header: String, trail: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTML.text(title)) · Outings</title>
        <link rel="stylesheet" href="/style.css">
        <link rel="icon" href="/favicon.svg" type="image/svg+xml">
        </head>
        <body>
        \(header)
        <main>
        \(trail)<h1>\(HTML.text(title))</h1>
        \(content)
        </main>
        <footer><p class="notice">\(HTML.text(FlickrNotice.text))</p></footer>
        </body>
        </html>

        """
    }
}

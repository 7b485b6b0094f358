import Presentation
import UseCases

/// The licence choice and the count above a place's grid and the page links under it: plain
/// links to `?page=N` and `?license=reuse` (page 1 of all photos is the place's own address), no
/// script. Only numbers and fixed words reach the HTML besides the escaped path.
enum PageLinks {
    static func summary(_ navigation: PageNavigationViewModel) -> String {
        [navigation.licenceCount, navigation.summary].filter { !$0.isEmpty }.map {
            "<p class=\"count\">\(HTML.text($0))</p>\n"
        }.joined()
    }

    /// "All licences" and "Free to reuse", each to its first page, the one shown marked current.
    static func licenceChoices(_ navigation: PageNavigationViewModel, placePath: String) -> String {
        guard !navigation.choices.isEmpty else { return "" }
        let links = navigation.choices.map { choice in
            "<li><a href=\"\(path(placePath, 1, choice.licences))\"\(choice.isCurrent ? " aria-current=\"page\"" : "")>"
                + "\(HTML.text(choice.label))</a></li>"
        }
        return "<nav aria-label=\"Licences\"><ul class=\"pages\">\(links.joined())</ul></nav>\n"
    }

    static func links(_ navigation: PageNavigationViewModel, placePath: String) -> String {
        guard !navigation.items.isEmpty else { return "" }
        var pager: [String] = []
        if let previous = navigation.previous {
            pager.append(
                "<a rel=\"prev\" href=\"\(path(placePath, previous, navigation.licences))\">← Previous</a>")
        }
        if let next = navigation.next {
            pager.append("<a rel=\"next\" href=\"\(path(placePath, next, navigation.licences))\">Next →</a>")
        }
        let numbers = navigation.items.map { item in
            switch item {
            case .gap: "<li><span>…</span></li>"
            case .page(let number, let isCurrent):
                "<li><a href=\"\(path(placePath, number, navigation.licences))\"\(isCurrent ? " aria-current=\"page\"" : "")"
                    + " aria-label=\"Page \(number)\">\(number)</a></li>"
            }
        }
        return "\n<nav aria-label=\"Pages of photos\"><div class=\"pager\">\(pager.joined())</div>"
            + "<ol class=\"pages\">\(numbers.joined())</ol></nav>"
    }

    static func path(_ placePath: String, _ number: Int, _ licences: LicenceChoice) -> String {
        let query = [licences.query.map { "license=\($0)" }, number == 1 ? nil : "page=\(number)"]
            .compactMap(\.self)
        return query.isEmpty ? placePath : "\(placePath)?\(query.joined(separator: "&amp;"))"
    }
}

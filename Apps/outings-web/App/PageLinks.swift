import Presentation

/// The count above a place's grid and the page links under it: plain links to `?page=N` (page 1
/// is the place's own address), no script. Only numbers reach the HTML besides the escaped path.
enum PageLinks {
    static func summary(_ navigation: PageNavigationViewModel) -> String {
        navigation.summary.isEmpty ? "" : "<p class=\"count\">\(HTML.text(navigation.summary))</p>\n"
    }

    static func links(_ navigation: PageNavigationViewModel, placePath: String) -> String {
        guard !navigation.items.isEmpty else { return "" }
        var pager: [String] = []
        if let previous = navigation.previous {
            pager.append("<a rel=\"prev\" href=\"\(path(placePath, previous))\">← Previous</a>")
        }
        if let next = navigation.next {
            pager.append("<a rel=\"next\" href=\"\(path(placePath, next))\">Next →</a>")
        }
        let numbers = navigation.items.map { item in
            switch item {
            case .gap: "<li><span>…</span></li>"
            case .page(let number, let isCurrent):
                "<li><a href=\"\(path(placePath, number))\"\(isCurrent ? " aria-current=\"page\"" : "")"
                    + " aria-label=\"Page \(number)\">\(number)</a></li>"
            }
        }
        return "\n<nav aria-label=\"Pages of photos\"><div class=\"pager\">\(pager.joined())</div>"
            + "<ol class=\"pages\">\(numbers.joined())</ol></nav>"
    }

    static func path(_ placePath: String, _ number: Int) -> String {
        number == 1 ? placePath : "\(placePath)?page=\(number)"
    }
}

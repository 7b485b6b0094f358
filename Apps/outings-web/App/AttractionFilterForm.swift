import Domain

/// The attractions page's filters: a GET form (so a filtered list is a URL to share) whose fields
/// are named like `GET /api/attractions`'s parameters, filled with what was asked. Empty fields
/// are dropped before the shared parser reads them.
struct AttractionFilterForm {
    /// The query's pairs, empty values left out.
    let given: [(name: String, value: String)]

    init(query: [(name: String, value: String)]) {
        given = query.filter { !$0.value.trimmingWhitespace.isEmpty }
    }

    /// Only the filter parameters, so a download link carries the same filter; each name and
    /// value percent-encoded as a path segment is (`HTML.pathSegment`), which a query reads back.
    var queryString: String {
        given.map { "\(HTML.pathSegment($0.name))=\(HTML.pathSegment($0.value))" }.joined(separator: "&")
    }

    private func value(_ name: String) -> String { given.first { $0.name == name }?.value ?? "" }

    private func isOn(_ name: String) -> Bool { given.contains { $0.name == name && $0.value == "1" } }

    func render(problem: String?) -> String {
        func text(_ name: String, _ label: String, hint: String, type: String = "text") -> String {
            """
            <div class="filter"><label for="f-\(name)">\(label)</label>\
            <input type="\(type)" id="f-\(name)" name="\(name)" value="\(HTML.formValue(value(name)))" \
            placeholder="\(HTML.attribute(hint))" autocapitalize="off" spellcheck="false"></div>
            """
        }
        func check(_ name: String, _ label: String) -> String {
            """
            <div class="filter check"><input type="checkbox" id="f-\(name)" name="\(name)" value="1"\
            \(isOn(name) ? " checked" : "")> <label for="f-\(name)">\(label)</label></div>
            """
        }
        let error = problem.map { "<p class=\"field-error\" role=\"alert\">\(HTML.text($0))</p>\n" } ?? ""
        return """
            <form method="get" action="/attractions" class="filters" aria-label="Filter the attractions">
            \(error)\(text("age", "Child's age", hint: "4", type: "number"))
            \(text("max-cost", "Cost at most", hint: "10 USD"))
            \(text("open-at", "Open at", hint: "sat 10:00"))
            \(text("near", "Near", hint: "40.5853,-105.0844 or an attraction"))
            \(text("within", "Within", hint: "10km"))
            \(text("tag", "Tag", hint: "playground"))
            \(text("search", "Search", hint: "name, description or tag"))
            \(check("free", "Free"))\(check("open-now", "Open now"))\(check("inside", "Inside"))\
            \(check("outside", "Outside"))\(check("not-visited", "Not visited yet"))
            <div class="actions"><button type="submit" class="primary">Show</button> \
            <a class="button" href="/attractions">Clear</a></div>
            </form>
            """
    }
}

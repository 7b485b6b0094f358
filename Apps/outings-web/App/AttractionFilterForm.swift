import Domain
import UseCases

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

    /// The form, with each problem of `error` beside its field and all of them listed above the
    /// fields (each a link to its field); `near` says which point distances are measured from.
    func render(error: AttractionFilterError? = nil, near: NearPlace? = nil) -> String {
        func notes(_ name: String) -> (markup: String, attributes: String) {
            guard let parameter = AttractionFilter.Parameter(rawValue: name),
                let reason = error?.reason(for: parameter)
            else { return ("", "") }
            return (
                "<p class=\"field-error\" id=\"f-\(name)-error\">\(HTML.text(reason))</p>",
                " aria-describedby=\"f-\(name)-error\" aria-invalid=\"true\""
            )
        }
        func text(_ name: String, _ label: String, hint: String, type: String = "text") -> String {
            let (markup, attributes) = notes(name)
            return """
                <div class="filter"><label for="f-\(name)">\(label)</label>\(markup)\
                <input type="\(type)" id="f-\(name)" name="\(name)" value="\(HTML.formValue(value(name)))" \
                placeholder="\(HTML.attribute(hint))" autocapitalize="off" spellcheck="false"\(attributes)></div>
                """
        }
        func check(_ name: String, _ label: String) -> String {
            let (markup, attributes) = notes(name)
            return """
                <div class="filter check">\(markup)<input type="checkbox" id="f-\(name)" name="\(name)" value="1"\
                \(isOn(name) ? " checked" : "")\(attributes)> <label for="f-\(name)">\(label)</label></div>
                """
        }
        let nearLine =
            near.map { "<p class=\"near\" role=\"status\">Nearest first, from \(HTML.text($0.label))</p>\n" }
            ?? ""
        return """
            <form method="get" action="/attractions" class="filters" aria-label="Filter the attractions">
            \(summary(error))\(text("age", "Child's age", hint: "4", type: "number"))
            \(text("max-cost", "Cost at most", hint: "$10"))
            \(text("open-at", "Open at", hint: "sat 10am"))
            \(text("near", "Near", hint: "an attraction, 40.5853,-105.0844 or a maps link"))
            \(text("within", "Within", hint: "10km"))
            \(text("tag", "Tag", hint: "playground"))
            \(text("search", "Search", hint: "name, description or tag"))
            \(check("free", "Free"))\(check("open-now", "Open now"))\(check("inside", "Inside"))\
            \(check("outside", "Outside"))\(check("not-visited", "Not visited yet"))
            <div class="actions"><button type="submit" class="primary">Show</button> \
            <a class="button" href="/attractions">Clear</a></div>
            </form>
            \(nearLine)
            """
    }

    /// Every problem, each a link to its field, announced when the page loads.
    private func summary(_ error: AttractionFilterError?) -> String {
        guard let error else { return "" }
        let count = error.problems.count == 1 ? "1 filter" : "\(error.problems.count) filters"
        let items = error.problems.map { problem in
            "<li><a href=\"#f-\(problem.parameter.rawValue)\">\(HTML.text(problem.description))</a></li>"
        }.joined()
        return """
            <div class="error-summary" role="alert" aria-labelledby="filter-problems-title">
            <h2 id="filter-problems-title">\(count) could not be read</h2>
            <ul>\(items)</ul>
            </div>

            """
    }
}

/// A table every page builds the same way, so that on a phone it reads as stacked rows: each data
/// cell carries its column's name as `data-label`, which the stylesheet shows above the cell
/// below 40rem (no script). Headers are this app's own words; cells are already-escaped markup.
struct TableMarkup {
    /// One row: its cells in column order, and its `class` (nil: none).
    struct Row {
        let cells: [String]
        var className: String? = nil
    }

    let className: String
    var caption: String? = nil
    let columns: [String]
    /// Whether each row's first cell names the row (`<th scope="row">`), as a field's name does.
    var rowHeaders = false

    func render(_ rows: [Row]) -> String {
        let caption = self.caption.map { "<caption>\(HTML.text($0))</caption>" } ?? ""
        let head = columns.map { "<th scope=\"col\">\(HTML.text($0))</th>" }.joined()
        let body = rows.map { row in
            let marker = row.className.map { " class=\"\(HTML.attribute($0))\"" } ?? ""
            let cells = zip(columns, row.cells).enumerated().map { index, pair in
                index == 0 && rowHeaders
                    ? "<th scope=\"row\">\(pair.1)</th>"
                    : "<td data-label=\"\(HTML.attribute(pair.0))\">\(pair.1)</td>"
            }.joined()
            return "<tr\(marker)>\(cells)</tr>"
        }.joined(separator: "\n")
        return """
            <table class="\(HTML.attribute(className))">\(caption)<thead><tr>\(head)</tr></thead>
            <tbody>
            \(body)
            </tbody></table>
            """
    }
}

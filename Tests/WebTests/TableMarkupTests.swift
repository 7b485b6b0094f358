import Testing

@testable import OutingsWebApp

/// Tables read as stacked rows on a phone: every data cell is labelled by its column's name.
struct TableMarkupTests {
    @Test func everyDataCellCarriesItsColumnsNameAndRowHeadersNameTheRow() {
        let table = TableMarkup(
            className: "compare", caption: "Yours & theirs", columns: ["Field", "Yours"], rowHeaders: true)
        let html = table.render([
            TableMarkup.Row(cells: ["Name", "Zoo"], className: "differs"),
            TableMarkup.Row(cells: ["Type", "&lt;b&gt;"]),
        ])
        #expect(
            html == """
                <table class="compare"><caption>Yours &amp; theirs</caption><thead><tr><th scope="col">Field</th><th scope="col">Yours</th></tr></thead>
                <tbody>
                <tr class="differs"><th scope="row">Name</th><td data-label="Yours">Zoo</td></tr>
                <tr><th scope="row">Type</th><td data-label="Yours">&lt;b&gt;</td></tr>
                </tbody></table>
                """)
    }

    @Test func withoutRowHeadersTheFirstCellIsLabelledToo() {
        let html = TableMarkup(className: "members", columns: ["Id", "Created"]).render([
            TableMarkup.Row(cells: ["<code>ab</code>", "today 14:05"])
        ])
        #expect(
            html.contains(
                #"<tr><td data-label="Id"><code>ab</code></td><td data-label="Created">today 14:05</td></tr>"#
            ))
    }
}

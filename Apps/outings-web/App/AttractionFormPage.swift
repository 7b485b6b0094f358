/// The add and edit form. Hidden fields carry the version the edit began from (so a save over a
/// newer one is a conflict) and the values it opened with (so Reset can restore them without
/// JavaScript, even after a rejected save re-showed the user's input).
struct AttractionFormPage {
    let title: String
    let action: String
    let csrf: String
    let version: Int
    let values: AttractionFormValues
    let original: AttractionFormValues
    var errors: [String] = []

    func render() -> String {
        var content = ""
        if !errors.isEmpty {
            let items = errors.map { "<li>\(HTML.text($0))</li>" }.joined()
            content += "<div class=\"errors\" role=\"alert\"><p>Not saved:</p><ul>\(items)</ul></div>\n"
        }
        content += """
            <form method="post" action="\(HTML.attribute(action))" class="edit">
            <input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">
            <input type="hidden" name="version" value="\(version)">
            \(hidden(original))
            <label for="name">Name</label>
            <input type="text" id="name" name="name" maxlength="1000" value="\(HTML.attribute(values.name))">
            <label for="type">Type</label>
            <input type="text" id="type" name="type" value="\(HTML.attribute(values.type))">
            <fieldset><legend>Inside or outside</legend>
            <input type="radio" id="inside" name="inside" value="inside"\(values.inside ? " checked" : "")> <label for="inside">Inside</label>
            <input type="radio" id="outside" name="inside" value="outside"\(values.inside ? "" : " checked")> <label for="outside">Outside</label>
            </fieldset>
            <label for="description">Description</label>
            <textarea id="description" name="description" rows="4">\(HTML.text(values.description))</textarea>
            <label for="website">Website</label>
            <input type="text" id="website" name="website" inputmode="url" value="\(HTML.attribute(values.website))">
            <div class="actions">
            <button type="submit" name="action" value="save" class="primary">Save</button>
            <button type="submit" name="action" value="reset">Reset</button>
            <button type="submit" name="action" value="cancel">Cancel</button>
            </div>
            </form>
            """
        return PageLayout(title: title, content: content, current: .attractions).render()
    }

    private func hidden(_ values: AttractionFormValues) -> String {
        [
            ("name", values.name), ("type", values.type), ("inside", values.inside ? "inside" : "outside"),
            ("description", values.description), ("website", values.website),
        ]
        .map { "<input type=\"hidden\" name=\"original_\($0.0)\" value=\"\(HTML.attribute($0.1))\">" }
        .joined()
    }
}

import Domain
import Presentation

/// The add and edit form. Hidden fields carry the version the edit began from (so a save over a
/// newer one is a conflict) and the values it opened with (so Reset can restore them without
/// JavaScript, even after a rejected save re-showed the user's input).
///
/// Every field's `required`, `maxlength` and `type` come from Domain's field rules, its label and
/// hint from Presentation. The form is `novalidate`: the server reports every problem at once in
/// one summary, and a browser would otherwise stop at the first one and refuse a bare domain
/// (`fcgov.com`) in a `type=url` field, which Domain accepts and stores with https://.
/// The attributes still tell assistive technology what is required, `maxlength` still stops typing
/// at the limit (it counts UTF-16 units, never fewer than Domain's characters), and `type=url`
/// still brings up a keyboard for addresses.
struct AttractionFormPage {
    var title: String
    let action: String
    let csrf: String
    let version: Int
    let values: AttractionFormValues
    let original: AttractionFormValues
    let signedIn: RequestContext?
    var problems: [AttractionProblems.Problem] = []
    /// Already-escaped markup above the form: what a conflict found.
    var preface = ""

    func render() -> String {
        var content = preface + errorSummary()
        content += """
            <form method="post" action="\(HTML.attribute(action))" class="edit" novalidate>
            <input type="hidden" name="csrf" value="\(HTML.attribute(csrf))">
            <input type="hidden" name="version" value="\(version)">
            \(hidden(original))
            \(AttractionField.allCases.map(field).joined(separator: "\n"))
            <div class="actions">
            <button type="submit" name="action" value="save" class="primary">Save</button>
            <button type="submit" name="action" value="reset">Reset</button>
            <button type="submit" name="action" value="cancel">Cancel</button>
            </div>
            </form>
            """
        return PageLayout(title: title, content: content, signedIn: signedIn, current: .attractions).render()
    }

    /// Every problem, each a link to its field, announced when the page loads.
    private func errorSummary() -> String {
        guard !problems.isEmpty else { return "" }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        let items = problems.map { problem in
            "<li><a href=\"#\(problem.field.rawValue)\">\(HTML.text(problem.message))</a></li>"
        }.joined()
        return """
            <div class="error-summary" role="alert" aria-labelledby="error-summary-title">
            <h2 id="error-summary-title">Not saved: \(count) to fix</h2>
            <ul>\(items)</ul>
            </div>

            """
    }

    private func message(_ field: AttractionField) -> String? {
        problems.first { $0.field == field }?.message
    }

    /// The hint and, when the field has a problem, its message, and the attribute that has them
    /// read with the field.
    private func notes(_ field: AttractionField) -> (markup: String, describedBy: String) {
        let name = field.rawValue
        var markup =
            "<p class=\"hint\" id=\"\(name)-hint\">\(HTML.text(AttractionFieldGuide.hint(field)))</p>"
        var described = "\(name)-hint"
        if let message = message(field) {
            markup += "\n<p class=\"field-error\" id=\"\(name)-error\">\(HTML.text(message))</p>"
            described += " \(name)-error"
        }
        return (markup, " aria-describedby=\"\(described)\"")
    }

    private func textField(_ field: AttractionField) -> String {
        let name = field.rawValue
        let value = values.value(of: field)
        let (markup, describedBy) = notes(field)
        let attributes = describedBy + (message(field) == nil ? "" : " aria-invalid=\"true\"")
        var rules = field.isRequired ? " required" : ""
        if let limit = field.characterLimit { rules += " maxlength=\"\(limit)\"" }
        // The choice fields are short codes (3-12, 8 USD, 40.5,-105.0): no autocorrect or capitals.
        let plain = AttractionField.choices.contains(field) && field != .address
        if plain { rules += " autocapitalize=\"off\" spellcheck=\"false\"" }
        if field == .address { rules += " autocomplete=\"street-address\"" }
        let control =
            field == .description
            ? "<textarea id=\"\(name)\" name=\"\(name)\" rows=\"4\"\(rules)\(attributes)>\(HTML.formValue(value))</textarea>"
            : "<input type=\"\(field.isWebAddress ? "url" : "text")\" id=\"\(name)\" name=\"\(name)\"\(rules)"
                + "\(attributes) value=\"\(HTML.formValue(value))\">"
        return
            "<label for=\"\(name)\">\(AttractionFieldGuide.label(field))</label>\n\(markup)\n\(control)"
    }

    private func field(_ field: AttractionField) -> String {
        switch field {
        case .inside: settingField()
        case .hours: hoursField()
        case .location: textField(field) + locationMap()
        default: textField(field)
        }
    }

    /// Where the typed location lands (any form `GeoCoordinate(reading:)` reads), on a small map
    /// under the field, once the form holds one: editing, or shown again after Save.
    private func locationMap() -> String {
        guard let point = try? GeoCoordinate(reading: values.value(of: .location)) else { return "" }
        return "\n" + WebMap.figure(AttractionMapPresenter.point(point, named: values.value(of: .name)))
    }

    /// The week (when the hours fit it or are not known), with the text under "Advanced", open
    /// when the text has a problem; else the text alone. A problem of the week stands in it.
    private func hoursField() -> String {
        let text = values.value(of: .hours)
        guard let week = OpeningHoursWeekForm.fields(for: text, typed: values.week) else {
            return "<p class=\"hint\">These hours do not fit one week of days: edit them as text.</p>\n"
                + textField(.hours)
        }
        let weekProblem = values.refused.first { $0.field == .hours }?.message
        let open = message(.hours) != nil && weekProblem == nil ? " open" : ""
        return OpeningHoursWeekForm.markup(week, problem: weekProblem)
            + "\n<details class=\"advanced\"\(open)><summary>Advanced: the hours as OpenStreetMap text</summary>\n"
            + textField(.hours) + "\n</details>"
    }

    private func settingField() -> String {
        // A group takes no aria-invalid; its message is read through aria-describedby.
        let (markup, described) = notes(.inside)
        return """
            <fieldset\(described)><legend>\(AttractionFieldGuide.label(.inside))</legend>
            \(markup)
            <input type="radio" id="inside" name="inside" value="inside"\(values.inside == true ? " checked" : "")> <label for="inside">Inside</label>
            <input type="radio" id="outside" name="inside" value="outside"\(values.inside == false ? " checked" : "")> <label for="outside">Outside</label>
            </fieldset>
            """
    }

    private func hidden(_ values: AttractionFormValues) -> String {
        values.fields
            .map {
                "<input type=\"hidden\" name=\"original_\($0.0.rawValue)\" value=\"\(HTML.formValue($0.1))\">"
            }
            .joined()
    }
}

import Domain

/// What the add/edit form holds: every field's text as typed (or as `Attraction.text(of:)` gives
/// it), the setting as "inside" or "outside".
struct AttractionFormValues: Equatable {
    private var texts: [AttractionField: String] = [:]

    init() {}

    init(_ attraction: Attraction) {
        for field in AttractionField.allCases { texts[field] = attraction.text(of: field) }
    }

    /// From posted fields; `prefix` "original_" reads the values the form opened with. The setting
    /// is a radio group: none chosen is outside; any other word is judged by the one rule the CLI
    /// and the API meet (`Attraction.setting`), so "maybe" is a problem, "yes" inside.
    init(form: FormBody, prefix: String = "") {
        for field in AttractionField.allCases { texts[field] = form[prefix + field.rawValue] ?? "" }
        if texts[.inside]?.isEmpty ?? true { texts[.inside] = "outside" }
    }

    /// Which radio button shows chosen: the setting as the rule reads the posted word.
    var inside: Bool {
        (try? Attraction.blank(id: "").setting(.inside, to: value(of: .inside)))?.inside ?? false
    }

    /// The edits, field by field in form order, in the words `AttractionEditor.set` takes.
    var fields: [(AttractionField, String)] {
        AttractionField.allCases.map { ($0, value(of: $0)) }
    }

    /// One field's value, as `fields` gives it.
    func value(of field: AttractionField) -> String {
        texts[field] ?? (field == .inside ? "outside" : "")
    }
}

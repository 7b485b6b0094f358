import Domain

/// What the add/edit form holds: every field's text as typed (or as `Attraction.text(of:)` gives
/// it), the setting as "inside" or "outside", or "" for a new attraction until someone chooses.
struct AttractionFormValues: Equatable {
    private var texts: [AttractionField: String] = [:]
    /// The opening-hours week as posted (`OpeningHoursWeekForm`), shown again as typed; nil
    /// when the form had no week or the values come from elsewhere.
    private(set) var week: [String: String]?
    /// Input that is no field's text: a week that is no opening hours.
    private(set) var refused: [AttractionProblems.Problem] = []

    init() {}

    init(_ attraction: Attraction) {
        for field in AttractionField.allCases { texts[field] = attraction.text(of: field) }
    }

    /// From posted fields; `prefix` "original_" reads the values the form opened with. The setting
    /// is a radio group with nothing chosen for a new attraction: none chosen is a problem (a
    /// guess would be saved as a fact); any word is judged by the one rule the CLI and the API
    /// meet (`Attraction.setting`), so "maybe" is a problem, "yes" inside.
    ///
    /// With the week shown, the hours are the week's (`OpeningHoursWeekForm.read`) unless the text
    /// under "Advanced" was changed from what the form opened with: then the text is. A week that
    /// means the same hours as the text it opened with keeps that text as written.
    init(form: FormBody, prefix: String = "") {
        for field in AttractionField.allCases { texts[field] = form[prefix + field.rawValue] ?? "" }
        if prefix.isEmpty, value(of: .inside).isEmpty {
            refused.append(AttractionProblems.Problem(field: .inside, message: Self.chooseSetting))
        }
        guard prefix.isEmpty, let week = OpeningHoursWeekForm.typed(form) else { return }
        let opened = form["original_" + AttractionField.hours.rawValue] ?? ""
        guard value(of: .hours) == opened else { return }
        self.week = week
        switch OpeningHoursWeekForm.read(week) {
        case .text(let text):
            let same = (try? OpeningHours(text: text))?.week.map { $0.map(\.spans) }
            let before = (try? OpeningHours(text: opened))?.week.map { $0.map(\.spans) }
            if !(same != nil && same == before) { texts[.hours] = text }
        case .problem(let message):
            refused.append(AttractionProblems.Problem(field: .hours, message: message))
        }
    }

    /// What a form posted without a setting is told.
    static let chooseSetting = "inside: choose Inside or Outside"

    /// Which radio button shows chosen: the setting as the rule reads the posted word; nil for
    /// none (a new attraction, or a word the rule refuses).
    var inside: Bool? {
        guard !value(of: .inside).isEmpty else { return nil }
        return (try? Attraction.blank(id: "").setting(.inside, to: value(of: .inside)))?.inside
    }

    /// The edits, field by field in form order, in the words `AttractionEditor.set` takes.
    var fields: [(AttractionField, String)] {
        // No setting chosen is `refused` already, once.
        AttractionField.allCases.filter { $0 != .inside || !value(of: .inside).isEmpty }.map {
            ($0, value(of: $0))
        }
    }

    /// One field's value, as `fields` gives it.
    func value(of field: AttractionField) -> String {
        texts[field] ?? ""
    }
}

import Domain

/// What an attraction form holds: the text the user typed, kept as typed so a rejected form
/// shows it again unchanged.
struct AttractionFormValues: Equatable {
    var name = ""
    var type = ""
    var inside = false
    var description = ""
    var website = ""

    init() {}

    init(_ attraction: Attraction) {
        name = attraction.name
        type = attraction.type
        inside = attraction.inside
        description = attraction.description
        website = attraction.website
    }

    /// From posted fields; `prefix` "original_" reads the values the form opened with.
    init(form: FormBody, prefix: String = "") {
        name = form[prefix + "name"] ?? ""
        type = form[prefix + "type"] ?? ""
        inside = form[prefix + "inside"] == "inside"
        description = form[prefix + "description"] ?? ""
        website = form[prefix + "website"] ?? ""
    }

    /// The edits, field by field, in the words `AttractionEditor.set` takes.
    var fields: [(AttractionField, String)] {
        [
            (.name, name), (.type, type), (.inside, inside ? "inside" : "outside"),
            (.description, description),
            (.website, website),
        ]
    }

    /// One field's value, as `fields` gives it.
    func value(of field: AttractionField) -> String {
        fields.first { $0.0 == field }?.1 ?? ""
    }
}

import Domain

/// One field an edit session changed: its value when the session (re)started and its value now,
/// each as the text `set FIELD VALUE` accepts back ("inside"/"outside" for the setting).
public struct AttractionChange: Equatable, Sendable {
    public let field: AttractionField
    public let old: String
    public let new: String

    public init(field: AttractionField, old: String, new: String) {
        self.field = field
        self.old = old
        self.new = new
    }

    /// The fields whose values differ, in `AttractionField` order. A stored value that could not
    /// be read counts as its stored text, so giving the field any value is a change.
    static func between(_ before: Attraction, _ after: Attraction) -> [AttractionChange] {
        AttractionField.allCases.compactMap { field in
            let old = before.unreadable[field] ?? before.text(of: field)
            let new = after.unreadable[field] ?? after.text(of: field)
            return old == new ? nil : AttractionChange(field: field, old: old, new: new)
        }
    }
}

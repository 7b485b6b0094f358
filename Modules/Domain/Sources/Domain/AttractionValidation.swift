/// Why an attraction cannot be saved.
public enum AttractionValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    case nameRequired
    case nameTooLong(limit: Int)
    /// A web address field (`AttractionField.isWebAddress`) holding something else, as stored.
    case notWebAddress(field: AttractionField, String)
    /// NUL, escape and other C0 or C1 control characters corrupt terminals and some stores, and the
    /// bidi override characters (U+202A-U+202E) make text display as something it is not; only the
    /// description may hold line breaks and tabs.
    case controlCharacter(field: AttractionField)
    /// A value whose stored text would not read back to it: a limit applies to what is stored,
    /// so nothing is saved that a later read would refuse.
    case notReadBack(field: AttractionField)

    /// The field the problem is in, so a form can show it beside that field.
    public var field: AttractionField {
        switch self {
        case .nameRequired, .nameTooLong: .name
        case .notWebAddress(let field, _), .controlCharacter(let field), .notReadBack(let field): field
        }
    }

    public var description: String {
        switch self {
        case .nameRequired: "name is required"
        case .nameTooLong(let limit):
            "name is longer than \(limit) characters (or \(limit * TypedText.scalarsPerCharacter) Unicode scalars)"
        case .notWebAddress(let field, let text): "\(field.rawValue) \(WebAddress.rule), not \"\(text)\""
        case .controlCharacter(let field):
            "\(field.rawValue) contains a control character (C0, C1 or a bidi override U+202A-U+202E)"
        case .notReadBack(let field):
            "\(field.rawValue): this value, as Outings stores it, would not read back; shorten or simplify it"
        }
    }
}

extension Attraction {
    public static let nameLimit = 200

    /// The attraction as it will be stored (`normalized`), or the first rule it breaks.
    public func validated() throws(AttractionValidationError) -> Attraction {
        if let first = problems().first { throw first }
        return normalized
    }

    /// Every rule the attraction breaks, at most one per field, in field order: a form shows them
    /// all at once.
    public func problems() -> [AttractionValidationError] {
        let result = normalized
        var found: [AttractionValidationError] = []
        // C1 and bidi characters are refused even where trimming would drop them (U+0085 is
        // whitespace), so what a user typed is never silently changed.
        for field in AttractionField.allCases {
            guard let keyPath = field.textKeyPath else {
                // Read by its own grammar, which admits no control characters.
                if !result.readsBack(field) { found.append(.notReadBack(field: field)) }
                continue
            }
            let (typed, stored) = (self[keyPath: keyPath], result[keyPath: keyPath])
            if Self.hasControlCharacter(
                typed: typed, stored: stored, allowingLineBreaks: field == .description)
            {
                found.append(.controlCharacter(field: field))
            } else if field == .name && result.name.isEmpty {
                found.append(.nameRequired)
            } else if field == .name && !TypedText.fits(result.name, characters: Self.nameLimit) {
                found.append(.nameTooLong(limit: Self.nameLimit))
            } else if field.isWebAddress && !WebAddress.isAllowed(stored) {
                found.append(.notWebAddress(field: field, stored))
            }
        }
        return found
    }

    /// As it is stored: text fields without surrounding whitespace, and a web address typed as a
    /// bare domain given its scheme (`WebAddress.stored(typed:)`).
    var normalized: Attraction {
        var result = self
        for field in AttractionField.allCases {
            guard let keyPath = field.textKeyPath else { continue }
            let trimmed = self[keyPath: keyPath].trimmingWhitespace
            result[keyPath: keyPath] = field.isWebAddress ? WebAddress.stored(typed: trimmed) : trimmed
        }
        result.location = location?.rounded
        return result
    }

    /// Whether the field's stored text reads back to the same value. A stored value this
    /// version could not read is kept as it was, so it is not asked again.
    private func readsBack(_ field: AttractionField) -> Bool {
        guard unreadable[field] == nil else { return true }
        let stored = text(of: field)
        let back = try? Attraction.blank(id: id).setting(field, to: stored)
        return back?.text(of: field) == stored
    }

    /// Whether free text breaks the control-character rule: `typed` is what a person gave,
    /// `stored` what is kept of it (trimmed). Line breaks and tabs pass only where allowed.
    static func hasControlCharacter(typed: String, stored: String, allowingLineBreaks: Bool) -> Bool {
        // A comparison, not a Set<Unicode.Scalar>: the set's first use looked up a conformance at
        // run time, about 4% of `attractions add`'s instructions.
        typed.unicodeScalars.contains(where: isC1OrBidiOverride)
            || stored.unicodeScalars.contains(where: { scalar in
                isForbidden(scalar) && !(allowingLineBreaks && (scalar == "\n" || scalar == "\t"))
            })
    }

    /// C0 controls, DEL, C1 controls (U+0080-U+009F) and the bidi embeddings and overrides
    /// (U+202A-U+202E), which can reorder what a reader sees.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || isC1OrBidiOverride(scalar)
    }

    static func isC1OrBidiOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
    }
}

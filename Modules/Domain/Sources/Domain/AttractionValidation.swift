/// Why an attraction cannot be saved.
public enum AttractionValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    case nameRequired
    case nameTooLong(limit: Int)
    case websiteNotHTTP(String)
    /// NUL, escape and other C0 or C1 control characters corrupt terminals and some stores, and the
    /// bidi override characters (U+202A-U+202E) make text display as something it is not; only the
    /// description may hold line breaks and tabs.
    case controlCharacter(field: AttractionField)

    public var description: String {
        switch self {
        case .nameRequired: "name is required"
        case .nameTooLong(let limit): "name is longer than \(limit) characters"
        case .websiteNotHTTP(let website): "website must be empty or an http(s) URL, not \"\(website)\""
        case .controlCharacter(let field):
            "\(field.rawValue) contains a control character (C0, C1 or a bidi override U+202A-U+202E)"
        }
    }
}

extension Attraction {
    public static let nameLimit = 200

    /// The attraction as it will be stored (text fields trimmed), or the first rule it breaks.
    public func validated() throws(AttractionValidationError) -> Attraction {
        var result = self
        result.name = name.trimmingWhitespace
        result.type = type.trimmingWhitespace
        result.description = description.trimmingWhitespace
        result.website = website.trimmingWhitespace
        // C1 and bidi characters are refused even where trimming would drop them (U+0085 is
        // whitespace), so what a user typed is never silently changed.
        try Self.requireNoControlCharacters(self, isForbidden: Self.isC1OrBidiOverride)
        try Self.requireNoControlCharacters(result, isForbidden: Self.isForbidden)
        guard !result.name.isEmpty else { throw .nameRequired }
        guard result.name.count <= Self.nameLimit else { throw .nameTooLong(limit: Self.nameLimit) }
        guard result.website.isEmpty || Self.isHTTPURL(result.website) else {
            throw .websiteNotHTTP(result.website)
        }
        return result
    }

    private static func requireNoControlCharacters(
        _ attraction: Attraction, isForbidden: (Unicode.Scalar) -> Bool
    ) throws(AttractionValidationError) {
        let fields: [(AttractionField, String, Set<Unicode.Scalar>)] = [
            (.name, attraction.name, []), (.type, attraction.type, []),
            (.description, attraction.description, ["\n", "\t"]), (.website, attraction.website, []),
        ]
        for (field, text, allowed) in fields {
            let hasControl = text.unicodeScalars.contains { scalar in
                isForbidden(scalar) && !allowed.contains(scalar)
            }
            if hasControl { throw .controlCharacter(field: field) }
        }
    }

    /// C0 controls, DEL, C1 controls (U+0080-U+009F) and the bidi embeddings and overrides
    /// (U+202A-U+202E), which can reorder what a reader sees.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || isC1OrBidiOverride(scalar)
    }

    static func isC1OrBidiOverride(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
    }

    /// http:// or https:// followed by a host, with no spaces or control characters anywhere.
    static func isHTTPURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        guard let scheme = ["https://", "http://"].first(where: { lowered.hasPrefix($0) }) else {
            return false
        }
        let rest = lowered.dropFirst(scheme.count)
        let host = rest.prefix(while: { $0 != "/" && $0 != "?" && $0 != "#" })
        let allowed = text.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
        return allowed && !host.isEmpty && !host.hasPrefix(":") && !host.contains("@")
    }
}

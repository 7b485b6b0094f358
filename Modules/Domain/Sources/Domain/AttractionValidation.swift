/// Why an attraction cannot be saved.
public enum AttractionValidationError: Error, Equatable, Sendable, CustomStringConvertible {
    case nameRequired
    case nameTooLong(limit: Int)
    case websiteNotHTTP(String)
    /// NUL, escape and other control characters corrupt terminals and some stores; only the
    /// description may hold line breaks and tabs.
    case controlCharacter(field: AttractionField)

    public var description: String {
        switch self {
        case .nameRequired: "name is required"
        case .nameTooLong(let limit): "name is longer than \(limit) characters"
        case .websiteNotHTTP(let website): "website must be empty or an http(s) URL, not \"\(website)\""
        case .controlCharacter(let field): "\(field.rawValue) contains a control character"
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
        try Self.requireNoControlCharacters(result)
        guard !result.name.isEmpty else { throw .nameRequired }
        guard result.name.count <= Self.nameLimit else { throw .nameTooLong(limit: Self.nameLimit) }
        guard result.website.isEmpty || Self.isHTTPURL(result.website) else {
            throw .websiteNotHTTP(result.website)
        }
        return result
    }

    private static func requireNoControlCharacters(_ attraction: Attraction) throws(AttractionValidationError)
    {
        let fields: [(AttractionField, String, Set<Unicode.Scalar>)] = [
            (.name, attraction.name, []), (.type, attraction.type, []),
            (.description, attraction.description, ["\n", "\t"]), (.website, attraction.website, []),
        ]
        for (field, text, allowed) in fields {
            let hasControl = text.unicodeScalars.contains { scalar in
                (scalar.value < 0x20 || scalar.value == 0x7F) && !allowed.contains(scalar)
            }
            if hasControl { throw .controlCharacter(field: field) }
        }
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

import UseCases

/// Reads one dictionary of a property list with every value's type checked, so a plist whose
/// values have the wrong type (`inside` as a string, `position` as a real) is reported as corrupt
/// instead of being read as a default and later written back changed.
struct PlistFields {
    let entry: PlistDictionary
    /// Where the entry is, for messages: "attractions[3]".
    let place: String

    init(_ value: PlistValue, at place: String) throws {
        guard case .dictionary(let entry) = value else { throw Self.wrongType(place, "a dictionary") }
        self.entry = entry
        self.place = place
    }

    func string(_ key: String) throws -> String? {
        guard let value = entry[key] else { return nil }
        guard case .string(let text) = value else { throw Self.wrongType("\(place).\(key)", "a string") }
        return text
    }

    func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else { throw StoreError.corrupt("\(place).\(key) is missing") }
        return text
    }

    /// A plist <integer>: not a <real>, not a boolean.
    func integer(_ key: String) throws -> Int? {
        guard let value = entry[key] else { return nil }
        guard let number = Self.integer(value) else { throw Self.wrongType("\(place).\(key)", "an integer") }
        return number
    }

    func boolean(_ key: String) throws -> Bool? {
        guard let value = entry[key] else { return nil }
        guard case .boolean(let flag) = value else { throw Self.wrongType("\(place).\(key)", "a boolean") }
        return flag
    }

    /// A plist <real> or <integer>.
    func real(_ key: String) throws -> Double? {
        switch entry[key] {
        case nil: return nil
        case .real(let number): return number
        case .integer(let number): return Double(number)
        default: throw Self.wrongType("\(place).\(key)", "a number")
        }
    }

    /// A plist <array> of <string>s.
    func strings(_ key: String) throws -> [String]? {
        guard let value = entry[key] else { return nil }
        guard case .array(let items) = value else { throw Self.wrongType("\(place).\(key)", "an array") }
        return try items.map { item in
            guard case .string(let text) = item else { throw Self.wrongType("\(place).\(key)", "strings") }
            return text
        }
    }

    func dictionary(_ key: String) throws -> PlistFields? {
        guard let value = entry[key] else { return nil }
        return try PlistFields(value, at: "\(place).\(key)")
    }

    static func integer(_ value: PlistValue) -> Int? {
        guard case .integer(let number) = value else { return nil }
        return number
    }

    static func wrongType(_ place: String, _ expected: String) -> StoreError {
        StoreError.corrupt("\(place) is not \(expected)")
    }
}

import Foundation
import UseCases

/// Reads one dictionary of a property list with every value's type checked, so a plist whose
/// values have the wrong type (`inside` as a string, `position` as a real) is reported as corrupt
/// instead of being read as a default and later written back changed.
struct PlistFields {
    let entry: [String: Any]
    /// Where the entry is, for messages: "attractions[3]".
    let place: String

    init(_ value: Any, at place: String) throws {
        guard let entry = value as? [String: Any] else { throw Self.wrongType(place, "a dictionary") }
        self.entry = entry
        self.place = place
    }

    func string(_ key: String) throws -> String? {
        guard let value = entry[key] else { return nil }
        guard let text = value as? String else { throw Self.wrongType("\(place).\(key)", "a string") }
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
        // Foundation on Linux reads <true/> and <false/> as Bool and numbers as NSNumber; an
        // NSNumber would also cast to Bool, so the type itself is checked.
        guard type(of: value) == Bool.self, let flag = value as? Bool else {
            throw Self.wrongType("\(place).\(key)", "a boolean")
        }
        return flag
    }

    /// A plist <real> or <integer>.
    func real(_ key: String) throws -> Double? {
        guard let value = entry[key] else { return nil }
        guard type(of: value) != Bool.self, let number = value as? NSNumber else {
            throw Self.wrongType("\(place).\(key)", "a number")
        }
        return number.doubleValue
    }

    func dictionary(_ key: String) throws -> PlistFields? {
        guard let value = entry[key] else { return nil }
        return try PlistFields(value, at: "\(place).\(key)")
    }

    static func integer(_ value: Any) -> Int? {
        guard type(of: value) != Bool.self, let number = value as? NSNumber else { return nil }
        let kind = String(cString: number.objCType)
        guard kind != "d", kind != "f" else { return nil }
        return number.intValue
    }

    static func wrongType(_ place: String, _ expected: String) -> StoreError {
        StoreError.corrupt("\(place) is not \(expected)")
    }
}

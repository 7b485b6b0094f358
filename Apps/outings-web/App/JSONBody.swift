import Foundation

/// A request's JSON object with typed field access; every malformed shape is a 400 with one line,
/// a key given twice (at any depth) too, naming it.
struct JSONBody {
    private let object: [String: JSONBodyValue]

    init(_ data: Data) throws {
        guard let object = try? JSONDecoder().decode([String: JSONBodyValue].self, from: data) else {
            throw WebFailure.badRequest("the body must be one JSON object")
        }
        if let key = DuplicateJSONKey.first(in: data) {
            throw WebFailure.badRequest("the key \"\(key)\" is given twice; give each key once")
        }
        self.object = object
    }

    func has(_ key: String) -> Bool { object[key] != nil }

    func string(_ key: String, required: Bool = false) throws -> String? {
        guard let value = object[key] else {
            if required { throw WebFailure.badRequest("\"\(key)\" is required") }
            return nil
        }
        guard case .string(let text) = value else {
            throw WebFailure.badRequest("\"\(key)\" must be a string")
        }
        return text
    }

    func bool(_ key: String, required: Bool = false) throws -> Bool? {
        guard let value = object[key] else {
            if required { throw WebFailure.badRequest("\"\(key)\" is required") }
            return nil
        }
        guard case .bool(let flag) = value else {
            throw WebFailure.badRequest("\"\(key)\" must be true or false")
        }
        return flag
    }

    func integer(_ key: String) throws -> Int {
        guard let value = object[key] else { throw WebFailure.badRequest("\"\(key)\" is required") }
        guard case .number(let number) = value, let integer = Int(exactly: number) else {
            throw WebFailure.badRequest("\"\(key)\" must be a whole number")
        }
        return integer
    }

    /// A value that may be unknown: nil when the key is absent, "" for null, else the string.
    func optionalText(_ key: String) throws -> String? {
        switch object[key] {
        case nil: return nil
        case .null: return ""
        case .string(let text): return text
        default: throw WebFailure.badRequest("\"\(key)\" must be a string or null")
        }
    }

    /// A number that may be unknown: nil when absent, .some(nil) for null.
    func optionalNumber(_ key: String) throws -> Double?? {
        switch object[key] {
        case nil: return nil
        case .null: return .some(nil)
        case .number(let number): return .some(number)
        default: throw WebFailure.badRequest("\"\(key)\" must be a number or null")
        }
    }

    /// An array of strings: nil when absent, [] for null or an empty array.
    func strings(_ key: String) throws -> [String]? {
        switch object[key] {
        case nil: return nil
        case .null: return []
        case .strings(let strings): return strings
        default: throw WebFailure.badRequest("\"\(key)\" must be an array of strings or null")
        }
    }
}

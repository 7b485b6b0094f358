import Foundation

/// A request's JSON object with typed field access; every malformed shape is a 400 with one line.
struct JSONBody {
    private let object: [String: JSONValue]

    init(_ data: Data) throws {
        guard let object = try? JSONDecoder().decode([String: JSONValue].self, from: data) else {
            throw WebFailure.badRequest("the body must be one JSON object")
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
}

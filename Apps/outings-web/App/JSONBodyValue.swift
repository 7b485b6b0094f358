/// One value of a request's JSON object, with booleans, numbers and strings kept apart (so
/// `"inside": 1` is not taken for true).
enum JSONBodyValue: Decodable {
    case string(String)
    case bool(Bool)
    case number(Double)
    case null
    case strings([String])
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([String].self) {
            self = .strings(value)
        } else {
            self = .other
        }
    }
}

import Foundation

/// One value of a property list, typed as the file stores it, so reading a field is a `switch`
/// rather than a dynamic cast of a Foundation object.
enum PlistValue {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    /// A date or data: valid in a plist, but no field Outings reads has that type.
    case other

    /// A value from Foundation's parser (XML plists, and binary ones `BinaryPlistReader` leaves
    /// to Foundation), told apart as `PlistFields` always did: a boolean by its type (an NSNumber
    /// would cast to Bool too), an integer by an NSNumber that is neither Bool nor a float.
    init(foundation value: Any) {
        if type(of: value) == Bool.self, let flag = value as? Bool {
            self = .boolean(flag)
        } else if let text = value as? String {
            self = .string(text)
        } else if let number = value as? NSNumber {
            let kind = String(cString: number.objCType)
            self = kind == "d" || kind == "f" ? .real(number.doubleValue) : .integer(number.intValue)
        } else if let array = value as? [Any] {
            self = .array(array.map(PlistValue.init(foundation:)))
        } else if let dictionary = value as? [String: Any] {
            self = .dictionary(dictionary.mapValues(PlistValue.init(foundation:)))
        } else {
            self = .other
        }
    }
}

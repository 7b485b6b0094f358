import PlatformFoundation

/// One value of a property list, typed as the file stores it, so reading a field is a `switch`
/// rather than a dynamic cast. Every type a plist can hold has a case, so the keys of another
/// program sharing the suite are written back with the types they were read with.
enum PlistValue: Sendable {
    case string(String)
    case integer(Int)
    /// An integer above `Int.max`, which plists hold as a 128-bit integer (plistlib and
    /// CoreFoundation write a `UInt64` that way).
    case unsignedInteger(UInt64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dictionary(PlistDictionary)
}

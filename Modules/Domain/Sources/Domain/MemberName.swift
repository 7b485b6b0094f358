/// A member's login name: 1 to 32 characters of ASCII letters, digits, `.`, `-` and `_`, starting
/// with a letter or digit. Kept as typed, compared without case (`key`), so "Ada" and "ada" are
/// one member. ASCII only, so two names that look alike are never two members.
public struct MemberName: Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 32

    public let text: String
    /// The name lowercased: what is unique and what the stores look up.
    public var key: String { text.lowercased() }
    public var description: String { text }

    public init(_ text: String) throws(MemberNameError) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { throw .empty }
        guard scalars.count <= Self.maximumLength else { throw .tooLong(maximum: Self.maximumLength) }
        guard scalars.allSatisfy(Self.allowed), Self.alphanumeric(scalars[0]) else {
            throw .characters
        }
        self.text = text
    }

    public static func == (left: MemberName, right: MemberName) -> Bool { left.key == right.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(key) }

    private static func alphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    private static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        alphanumeric(scalar) || scalar == "." || scalar == "-" || scalar == "_"
    }
}

public enum MemberNameError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    case tooLong(maximum: Int)
    case characters

    public var description: String {
        switch self {
        case .empty: "a member's name cannot be empty"
        case .tooLong(let maximum): "a member's name has at most \(maximum) characters"
        case .characters:
            "a member's name has only ASCII letters, digits, '.', '-' and '_', and starts with a letter or digit"
        }
    }
}

/// The rules over a guide's whole list of members, checked on the list a change would leave, so
/// every change (remove, role, add) is held to the same rules in one place.
public enum MemberRules {
    /// A display name: one line, at most 64 characters (`TypedText.fits`); empty means "use the
    /// login name".
    public static let maximumDisplayNameLength = 64

    /// `old` is the list before the change: a guide that had an owner keeps one, even when the
    /// change would leave no members at all.
    public static func check(_ members: [Member], from old: [Member] = []) throws(MemberRulesError) {
        var seen = Set<String>()
        for member in members where !seen.insert(member.name.key).inserted {
            throw .nameTaken(member.name.text)
        }
        if dropsEveryOwner(from: old, to: members) || !members.isEmpty && !hasOwner(members) {
            throw .lastOwner
        }
    }

    /// Whether a change from `old` to `new` leaves a guide that had an owner with none.
    public static func dropsEveryOwner(from old: [Member], to new: [Member]) -> Bool {
        hasOwner(old) && !hasOwner(new)
    }

    private static func hasOwner(_ members: [Member]) -> Bool {
        members.contains { $0.role == .owner }
    }

    /// The first member of a guide must be an owner, or nobody could ever manage it.
    public static func checkFirst(_ role: MemberRole, joining members: [Member]) throws(MemberRulesError) {
        if members.isEmpty, role != .owner { throw .firstMustBeOwner }
    }

    /// Who inherits the household's recents when a change gives a guide its first members: the
    /// first owner of the new list (nil when the guide had members already, or still has none).
    public static func householdHeir(from old: [Member], to new: [Member]) -> Member? {
        old.isEmpty ? new.first { $0.role == .owner } : nil
    }

    public static func displayName(_ text: String) throws(MemberRulesError) -> String {
        let trimmed = text.trimmingWhitespace
        // Controls would drive a terminal; bidi characters would reorder the page a name is shown
        // on, beside other members' names.
        guard TypedText.fits(trimmed, characters: maximumDisplayNameLength),
            !trimmed.unicodeScalars.contains(where: {
                Attraction.isForbidden($0) || TypedText.isBidiFormatting($0)
            })
        else { throw .displayName(maximum: maximumDisplayNameLength) }
        return trimmed
    }
}

public enum MemberRulesError: Error, Equatable, Sendable, CustomStringConvertible {
    case nameTaken(String)
    case lastOwner
    case firstMustBeOwner
    case displayName(maximum: Int)

    public var description: String {
        switch self {
        case .nameTaken(let name): "a member named \(name) already exists"
        case .lastOwner: "a guide keeps at least one owner; make another member owner first"
        case .firstMustBeOwner: "the first member of a guide is its owner (--role owner)"
        case .displayName(let maximum):
            "a display name is one line of at most \(maximum) characters (\(maximum * TypedText.scalarsPerCharacter) Unicode scalars), without control or bidi characters"
        }
    }
}

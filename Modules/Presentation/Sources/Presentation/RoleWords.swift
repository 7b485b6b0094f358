import Domain

/// What each role lets a member do, in plain words: the one table the join page, the members
/// page and the CLI's help say it from.
public enum RoleWords {
    /// "can look at ...": a sentence's end, after a name or "you".
    public static func lets(_ role: MemberRole) -> String {
        switch role {
        case .viewer: "can look at everything in the guide and keep their own visits, ratings and notes"
        case .editor: "can also add, change, arrange and remove attractions"
        case .owner: "can also invite people, choose what each member may do, and remove members"
        }
    }

    /// "a viewer", "an editor", "an owner".
    public static func withArticle(_ role: MemberRole) -> String {
        (role == .viewer ? "a " : "an ") + role.rawValue
    }

    /// One sentence for someone who will have `role`, naming what the roles below it allow too:
    /// "As an editor you can look at everything ... and add, change ... attractions."
    public static func forYou(_ role: MemberRole) -> String {
        let phrases = MemberRole.allCases.filter { $0 <= role }.map { lets($0) }.map { phrase in
            (phrase.hasPrefix("can also ") ? String(phrase.dropFirst("can also ".count)) : phrase)
                .replacing("their own", with: "your own")
        }
        let joined =
            phrases.count == 1
            ? phrases[0] : phrases.dropLast().joined(separator: ", ") + ", and " + phrases.last!
        return "As \(withArticle(role)) you \(joined)."
    }

    /// Each role with what it lets a member do, lowest first: "viewer: can look at ...".
    public static var table: [(role: MemberRole, text: String)] {
        MemberRole.allCases.map { ($0, lets($0)) }
    }
}

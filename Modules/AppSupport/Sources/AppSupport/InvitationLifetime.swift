import UseCases

/// How long an invitation lasts, as `members invite --expires` and the web's invitation form
/// take it: `7d`, `12h`, `30m` (the image cache's forms), never 0. The upper bound is
/// `ManageMembers.invite`'s.
public enum InvitationLifetime {
    public static let standard = "7d"

    /// Seconds, or nil when the text is not such a time.
    public static func seconds(parsing text: String) -> Int64? {
        guard let age = ImageMaxAge(parsing: text), let seconds = age.seconds, seconds > 0 else { return nil }
        return Int64(seconds)
    }
}

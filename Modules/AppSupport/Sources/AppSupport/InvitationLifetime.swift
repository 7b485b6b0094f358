import UseCases

/// How long an invitation lasts, as `members invite --expires` and the web's invitation form
/// take it: `7d`, `12h`, `30m` (the image cache's forms), never 0. The upper bound is
/// `ManageMembers.invite`'s.
public enum InvitationLifetime {
    public static let standard = "7d"

    /// Seconds, or nil when the text is not such a time.
    public static func seconds(parsing text: String) -> Int64? { ImageMaxAge.seconds(parsing: text) }
}

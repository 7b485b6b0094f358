import UseCases

extension Configuration {
    /// The session lifetimes outings-web signs members in for: `OUTINGS_SESSION_IDLE` (else the
    /// configuration file's `session-idle`, else 14 days) and `OUTINGS_SESSION_LIFETIME` (else
    /// `session-lifetime`, else 90 days). Read by the web app only, so a malformed value never
    /// stops a CLI command.
    public static func sessionLifetimes(environment: [String: String], file: () throws -> ConfigFile?)
        throws -> SessionLifetimes
    {
        let standard = SessionLifetimes.standard
        let idle = try setting(
            "OUTINGS_SESSION_IDLE", .sessionIdle, environment: environment, file: file,
            parse: sessionSeconds(parsing:), malformed: malformedSession)
        let absolute = try setting(
            "OUTINGS_SESSION_LIFETIME", .sessionLifetime, environment: environment, file: file,
            parse: sessionSeconds(parsing:), malformed: malformedSession)
        return SessionLifetimes(idle: idle ?? standard.idle, absolute: absolute ?? standard.absolute)
    }

    /// A session lifetime: `14d`, `12h`, `30m`, at most `SessionLifetimes.longest`.
    public static func sessionSeconds(parsing text: String) -> Int64? {
        guard let seconds = ImageMaxAge.seconds(parsing: text), seconds <= SessionLifetimes.longest else {
            return nil
        }
        return seconds
    }

    /// The one line a malformed lifetime gets, naming where it was set (the variable or the key).
    public static func malformedSession(_ name: String, _ text: String) -> String {
        "\(name) must be a whole number of days, hours or minutes (such as 14d, 12h or 30m), "
            + "at most \(SessionLifetimes.longest / 86_400)d, not \"\(text)\""
    }
}

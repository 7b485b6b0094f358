import SystemTimeZones
import UseCases

extension Configuration {
    /// The guide's time zone, where "open now" and "open at" are read: `OUTINGS_TIMEZONE`, else
    /// the configuration file's `timezone`, else the system's (`TZ`, else /etc/localtime). A
    /// name the system's time-zone database does not know is refused as any malformed setting.
    /// Read only by what needs a time, so a bad zone never stops another command.
    public static func guideTimeZone(environment: [String: String], file: () throws -> ConfigFile?) throws
        -> LocalTimeConverter
    {
        try setting(
            "OUTINGS_TIMEZONE", .timezone, environment: environment, file: file, parse: timeZone(named:),
            malformed: malformedTimeZone) ?? .system
    }

    /// An IANA zone name such as `America/Denver`; nil for a name the database does not have.
    public static func timeZone(named name: String) -> LocalTimeConverter? {
        try? LocalTimeConverter(timeZoneIdentifier: name)
    }

    /// The one line a malformed zone gets, naming where it was set (the variable or the key).
    public static func malformedTimeZone(_ name: String, _ text: String) -> String {
        "\(name) must be a time zone name such as America/Denver or Europe/Berlin, not \"\(text)\""
    }
}

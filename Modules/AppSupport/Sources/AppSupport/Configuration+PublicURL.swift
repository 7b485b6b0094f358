extension Configuration {
    /// The configuration file's `public-url`, when set: the address links handed out are
    /// absolute on (`outings-web --public-url` comes first). A malformed value is
    /// `AppError(.configuration)` naming the file, so it stops only what needs a link.
    public static func publicURL(file: () throws -> ConfigFile?) throws -> PublicURL? {
        try setting(
            nil, .publicURL, environment: [:], file: file, parse: PublicURL.init(parsing:),
            malformed: PublicURL.malformed)
    }
}

import AppSupport
import Domain
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// `outings config list|get|set|unset`: the configuration file. The Flickr key is read from
/// standard input only and never printed; a password in a store URL is shown as `***`.
struct ConfigCommand {
    let command: ParsedCommand
    let config: ConfigSource
    let console: any Console

    /// A key is a few dozen characters; more is not a key.
    static let keyLimit = 4096

    /// `config list`.
    func list() throws {
        let file = try config.file()
        let lines = ConfigKey.allCases.compactMap { key in
            file.values[key].map { "\(key.rawValue) = \(shown(key, $0))" }
        }
        console.write(lines.map { TextSanitizer.terminalSafe($0) + "\n" }.joined())
    }

    /// `config get KEY`.
    func get() throws {
        let key = try parseKey(command.argument(0))
        guard let value = try config.file().values[key] else {
            throw CLIError.notFound("\(key.rawValue) is not set in \(config.path)")
        }
        console.write(TextSanitizer.terminalSafe(shown(key, value)) + "\n")
    }

    /// `config unset KEY`.
    func unset() throws {
        let key = try parseKey(command.argument(0))
        let file = try config.file()
        guard file.values[key] != nil else { return }
        try file.setting(key, to: nil).save()
    }

    /// `config set KEY [VALUE]`.
    func set() throws {
        let key = try parseKey(command.argument(0))
        let value: String
        switch key {
        case .flickrAPIKey:
            // Never echo it: a key typed as an argument is already visible to other users.
            guard command.arguments.count == 1 else {
                throw CLIError.usage(
                    "flickr-api-key is read from standard input, not from arguments (other users can see "
                        + "arguments with ps): outings config set flickr-api-key < FILE")
            }
            value = try readKey()
        case .store:
            let store = try checkedValue(
                key, "STORE", valid: { !$0.contains(where: \.isNewline) }, { _, _ in "a store is one line" })
            value = try Self.saved(store: store, environment: config.environment)
        case .member:
            value = try MemberName(checkedValue(key, "NAME", valid: { _ in true }, { _, _ in "" })).text
        case .cacheMaxAge:
            value = try checkedValue(
                key, "7d|12h|30m|0", valid: { ImageMaxAge(parsing: $0) != nil }, ImageMaxAge.malformed)
        case .sessionIdle, .sessionLifetime:
            value = try checkedValue(
                key, "14d|12h|30m", valid: { Configuration.sessionSeconds(parsing: $0) != nil },
                Configuration.malformedSession)
        case .timezone:
            value = try checkedValue(
                key, "ZONE (such as Europe/Berlin)", valid: { Configuration.timeZone(named: $0) != nil },
                Configuration.malformedTimeZone)
        case .currency:
            let code = try checkedValue(
                key, "CODE (such as USD or EUR)", valid: { Cost.currencyCode($0) != nil },
                Configuration.malformedCurrency)
            value = Cost.currencyCode(code) ?? code
        case .trustedProxy:
            value = try checkedValue(
                key, "ADDRESS[,ADDRESS...]", valid: { Configuration.trustedProxies(parsing: $0) != nil },
                Configuration.malformedTrustedProxies)
        case .publicURL:
            value = try checkedValue(
                key, "URL (such as https://outings.example.org)", valid: { PublicURL(parsing: $0) != nil },
                PublicURL.malformed)
        }
        try config.file().setting(key, to: value).save()
    }

    /// The VALUE of `config set KEY VALUE` for a key read as its setting is read: a missing VALUE
    /// is a usage error with the key's `usage`, one `valid` refuses the setting's own `malformed`
    /// line.
    private func checkedValue(
        _ key: ConfigKey, _ usage: String, valid: (String) -> Bool, _ malformed: (String, String) -> String
    ) throws -> String {
        guard command.arguments.count == 2 else {
            throw CLIError.usage("missing VALUE; usage: outings config set \(key.rawValue) \(usage)")
        }
        let value = command.argument(1)
        guard valid(value) else { throw CLIError.usage(malformed(key.rawValue, value)) }
        return value
    }

    /// The store as the file keeps it: checked as --store checks it (a message never repeats a
    /// password), and a relative SQLite path made absolute, since later commands run from other
    /// folders. `~` is kept: it follows HOME as the shell's would.
    static func saved(store: String, environment: [String: String]) throws -> String {
        let location = try StoreLocation.parse(store, environment: environment)
        guard case .sqlite(let path) = location, !store.hasPrefix("sqlite:~"), !store.hasPrefix("sqlite:/")
        else { return store }
        return "sqlite:" + path
    }

    /// The first line of standard input, trimmed: one word of printable ASCII, as Flickr's keys are.
    private func readKey() throws -> String {
        let data = console.read(upTo: Self.keyLimit + 1)
        guard data.count <= Self.keyLimit else {
            throw CLIError.data(
                "standard input is not an API key: it is larger than \(ByteCount.text(Self.keyLimit))")
        }
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).first ?? ""
        let key = String(line).trimmingWhitespace
        guard !key.isEmpty else {
            throw CLIError.data("no API key on standard input: outings config set flickr-api-key < FILE")
        }
        guard key.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value < 0x7F }) else {
            throw CLIError.data(
                "standard input is not an API key: it holds spaces or characters keys never have")
        }
        return key
    }

    private func parseKey(_ text: String) throws -> ConfigKey {
        guard let key = ConfigKey(rawValue: text) else {
            let known = ConfigKey.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError.usage("unknown key '\(text)'; known keys: \(known)")
        }
        return key
    }

    /// What may be printed of a value: never the Flickr key, never a store password.
    private func shown(_ key: ConfigKey, _ value: String) -> String {
        switch key {
        case .flickrAPIKey: return "(set)"
        case .cacheMaxAge, .currency, .member, .sessionIdle, .sessionLifetime, .timezone, .trustedProxy,
            .publicURL:
            return value
        case .store:
            guard let location = try? StoreLocation.parse(value, environment: config.environment) else {
                return "(not a valid store)"
            }
            guard case .postgres = location else { return value }
            return location.redacted
        }
    }
}

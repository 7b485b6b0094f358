import Domain
import Platform

extension Configuration {
    /// The configuration file's `trusted-proxy`: the reverse proxies whose `X-Forwarded-For`
    /// outings-web believes, when its command line names none; nil when the key is not set. Read
    /// by the web app only, so a malformed value never stops a CLI command.
    public static func trustedProxies(file: () throws -> ConfigFile?) throws -> [IPAddress]? {
        try setting(
            nil, .trustedProxy, environment: [:], file: file, parse: trustedProxies(parsing:),
            malformed: malformedTrustedProxies)
    }

    /// Addresses separated by commas (spaces around them allowed), each an IPv4 or IPv6 address;
    /// nil when any is not.
    public static func trustedProxies(parsing text: String) -> [IPAddress]? {
        var addresses: [IPAddress] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let address = IPAddress(String(part).trimmingWhitespace) else { return nil }
            addresses.append(address)
        }
        return addresses
    }

    /// The one line a malformed list gets, naming where it was set.
    public static func malformedTrustedProxies(_ name: String, _ text: String) -> String {
        "\(name) must be IP addresses separated by commas (such as 127.0.0.1, ::1), not \"\(text)\""
    }
}

import AppSupport
import Platform

/// The command line of outings-web:
/// `[--store STORE] [--listen HOST:PORT] [--idle-timeout SECONDS] [--request-timeout SECONDS]
/// [--max-connections-per-client N] [--tls-cert FILE --tls-key FILE] [--trusted-proxy ADDRESS]...
/// [--public-url URL] | --help | --version`.
struct WebOptions: Equatable {
    /// The timeouts' bounds, in whole seconds: libmicrohttpd counts in seconds, and an hour is
    /// already longer than any client waits between requests.
    static let timeouts = 1...3600
    /// Connections open at once, from all clients together.
    static let connectionLimit = 1000

    var store: String?
    var listen = ListenAddress.default
    /// Seconds a connection may stay idle (or dribble a request) before the server closes it.
    var idleTimeout = 10
    /// Seconds from a connection's opening (or its previous answer) to a whole request.
    var requestTimeout = 10
    /// Connections open at once from one client address.
    var connectionsPerClient = 128
    /// PEM files to serve HTTPS with; both or neither.
    var tlsCertificate: String?
    var tlsKey: String?
    /// `--trusted-proxy`, each given; nil when none is (the configuration file's then count).
    var trustedProxies: [IPAddress]?
    /// `--public-url`; nil when not given (the configuration file's `public-url` then counts).
    var publicURL: PublicURL?
    var help = false
    var version = false

    /// Read by AppSupport's `OptionReader`, as outings-report reads its own: the rules of outings'
    /// options (`--name=value`, an option given twice is refused).
    static let reader = OptionReader(
        program: "outings-web",
        values: [
            "store": "STORE", "listen": "HOST:PORT", "idle-timeout": "SECONDS", "request-timeout": "SECONDS",
            "max-connections-per-client": "N", "tls-cert": "FILE", "tls-key": "FILE",
            "trusted-proxy": "ADDRESS", "public-url": "URL",
        ],
        flags: ["version"], repeatable: ["trusted-proxy"])

    static func parse(_ arguments: [String]) throws -> WebOptions {
        let given: OptionReader.Options
        do {
            given = try reader.read(arguments)
        } catch let error as AppError {
            throw WebFailure(64, error.message)
        }
        var options = WebOptions()
        options.help = given.has("help")
        options.version = given.has("version")
        options.store = given["store"]
        options.tlsCertificate = given["tls-cert"]
        options.tlsKey = given["tls-key"]
        if let text = given["listen"] { options.listen = try ListenAddress.parse(text) }
        if let text = given["idle-timeout"] {
            options.idleTimeout = try number("--idle-timeout", text, timeouts, "seconds")
        }
        if let text = given["request-timeout"] {
            options.requestTimeout = try number("--request-timeout", text, timeouts, "seconds")
        }
        if let text = given["max-connections-per-client"] {
            options.connectionsPerClient = try number(
                "--max-connections-per-client", text, 1...connectionLimit, "connections")
        }
        let proxies = given.all("trusted-proxy")
        if !proxies.isEmpty {
            options.trustedProxies = try proxies.map { text in
                guard let address = IPAddress(text) else {
                    throw WebFailure(
                        64, "--trusted-proxy takes an IP address (such as 127.0.0.1 or ::1), not \"\(text)\"")
                }
                return address
            }
        }
        if let text = given["public-url"] {
            guard let url = PublicURL(parsing: text) else {
                throw WebFailure(64, PublicURL.malformed("--public-url", text))
            }
            options.publicURL = url
        }
        guard (options.tlsCertificate == nil) == (options.tlsKey == nil) else {
            throw WebFailure(64, "--tls-cert and --tls-key go together: give both or neither")
        }
        return options
    }

    private static func number(_ name: String, _ text: String, _ bounds: ClosedRange<Int>, _ unit: String)
        throws -> Int
    {
        guard let number = Int(text), bounds.contains(number) else {
            throw WebFailure(
                64,
                "\(name) must be a whole number of \(unit) from \(bounds.lowerBound) to \(bounds.upperBound), not \"\(text)\""
            )
        }
        return number
    }

    static let version = "outings-web 0.1.0"

    static let help = """
        outings-web: the Outings guide in a browser, and a JSON API

        Usage: outings-web [--store STORE] [--listen HOST:PORT] [--idle-timeout SECONDS]
                           [--request-timeout SECONDS] [--max-connections-per-client N]
                           [--tls-cert FILE --tls-key FILE] [--trusted-proxy ADDRESS]...
                           [--public-url URL]

        Options:
          --store STORE        sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE
                               (default: OUTINGS_STORE, else the config file's store, else the
                               CLI's default SQLite file)
          --listen HOST:PORT   where to listen (default 127.0.0.1:8080; port 0 = a free port).
                               An address other than loopback is reachable from other machines.
          --idle-timeout SECONDS
                               close a connection silent this long (default 10, from 1 to 3600)
          --request-timeout SECONDS
                               cut a connection whose request (headers and body) is not all in
                               this long after it opened or after the previous answer, however
                               slowly it trickles (default 10, from 1 to 3600)
          --max-connections-per-client N
                               connections one client address may hold open at once; more are
                               refused (default 128, from 1 to 1000, of 1000 in all)
          --tls-cert FILE      serve HTTPS with this PEM certificate (chain); needs --tls-key
          --tls-key FILE       the certificate's PEM private key (unencrypted); needs --tls-cert.
                               Every answer then carries Strict-Transport-Security: max-age=31536000
          --trusted-proxy ADDRESS
                               a reverse proxy in front of outings-web (IPv4 or IPv6; repeatable;
                               default: the config file's trusted-proxy, addresses separated by
                               commas). Only from such an address is X-Forwarded-For read, for the
                               client the sign-in throttle counts: the rightmost hop that is no
                               trusted proxy (a hop that is no address: the proxy itself)
          --public-url URL     the address people open the guide at (http or https, a host, an
                               optional port and path prefix: https://outings.example.org/family;
                               default: the config file's public-url). Invitation links and the
                               first line are absolute on it, and it is accepted as Host and Origin.
                               Without it, beyond loopback, links use the address listened on (on
                               0.0.0.0 or ::, the one the page was asked at, else this machine's)
          --help               show this help
          --version            show the version

        Options are read as outings reads its own: --store=STORE works too, a value option takes
        the next word whatever it looks like, and an option given twice (but --trusted-proxy) is
        exit 64.

        Prints "Serving Outings at http://HOST:PORT/" (https:// with TLS; with a public URL
        "Serving Outings at URL, listening on http://HOST:PORT/") first, then "Store: LOCATION (source)"
        (a password shown as ***), then one line per request on standard error. SIGINT or SIGTERM
        finishes the requests in flight within 10 s and exits 0; a second signal, or one before
        serving begins, exits at once (130 after SIGINT, 143 after SIGTERM).
        A sign-in lasts OUTINGS_SESSION_IDLE unused (else the config file's session-idle, else 14d)
        and OUTINGS_SESSION_LIFETIME in all (else session-lifetime, else 90d): 14d, 12h or 30m,
        at most 365d.
        GET /api/attractions reads "open-now" and "open-at" in OUTINGS_TIMEZONE (else the config
        file's timezone, else the system's); an unknown zone stops the start with exit 64 (78 from the file).
        Without TLS on an address other than loopback, passwords and sign-in data would cross the
        network in clear: see README, "Serving over TLS".
        Exit codes: 64 usage, 65 TLS certificate or key unusable, 66 TLS file cannot be read,
        69 store server unreachable, 74 store cannot be used, 78 configuration file cannot be read
        or libsodium cannot be loaded.
        """
}

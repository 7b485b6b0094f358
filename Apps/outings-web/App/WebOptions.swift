/// The command line of outings-web:
/// `[--store STORE] [--listen HOST:PORT] [--idle-timeout SECONDS] | --help | --version`.
struct WebOptions: Equatable {
    /// The idle timeout's bounds, in whole seconds: libmicrohttpd counts in seconds, and an hour
    /// is already longer than any client waits between requests.
    static let idleTimeouts = 1...3600

    var store: String?
    var listen = ListenAddress.default
    /// Seconds a connection may stay idle (or dribble a request) before the server closes it.
    var idleTimeout = 10
    var help = false
    var version = false

    static func parse(_ arguments: [String]) throws -> WebOptions {
        var options = WebOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func value() throws -> String {
                if let inline { return inline }
                guard let next = rest.popFirst() else { throw WebFailure(64, "\(name) needs a value") }
                return next
            }
            switch name {
            case "--help", "-h": options.help = true
            case "--version": options.version = true
            case "--store": options.store = try value()
            case "--listen": options.listen = try ListenAddress.parse(try value())
            case "--idle-timeout": options.idleTimeout = try idleTimeout(try value())
            default: throw WebFailure(64, "unknown option '\(argument)'; see outings-web --help")
            }
        }
        return options
    }

    private static func idleTimeout(_ text: String) throws -> Int {
        guard let seconds = Int(text), idleTimeouts.contains(seconds) else {
            throw WebFailure(
                64,
                "--idle-timeout must be a whole number of seconds from \(idleTimeouts.lowerBound) to \(idleTimeouts.upperBound), not \"\(text)\""
            )
        }
        return seconds
    }

    static let version = "outings-web 0.1.0"

    static let help = """
        outings-web: the Outings guide in a browser, and a JSON API

        Usage: outings-web [--store STORE] [--listen HOST:PORT] [--idle-timeout SECONDS]

        Options:
          --store STORE        sqlite:PATH, memory:, defaults:SUITE or postgres://USER@HOST/DATABASE
                               (default: OUTINGS_STORE, else the config file's store, else the
                               CLI's default SQLite file)
          --listen HOST:PORT   where to listen (default 127.0.0.1:8080; port 0 = a free port).
                               An address other than loopback is reachable from other machines.
          --idle-timeout SECONDS
                               close a connection idle (or sending a request slowly) this long
                               (default 10, from 1 to 3600)
          --help               show this help
          --version            show the version

        Prints "Serving Outings at http://HOST:PORT/" first, then "Store: LOCATION (source)"
        (a password shown as ***), then one line per request on standard error. SIGINT or SIGTERM finishes the requests in flight and exits 0.
        Exit codes: 64 usage, 69 store server unreachable, 74 store cannot be used,
        78 configuration file cannot be read.
        """
}

import AppSupport
import Foundation
import HTTPServer
import Platform
import UseCases

/// outings-web from start to exit: options, the store (its errors are the CLI's exit codes), the
/// server, the first line on standard output, then serving until SIGINT or SIGTERM. A signal
/// before serving begins (while the store opens, say) exits at once: nothing is in flight.
public enum OutingsWeb {
    /// Worker threads, and so the most store connections open at once.
    static let workers = 8
    /// The most a stop takes, as docs/web.md and --help say.
    static let stopSeconds = 10.0

    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        // From here a signal exits at once, until serving begins.
        StopSignals.start()
        let options: WebOptions
        do {
            options = try WebOptions.parse(arguments)
        } catch {
            return fail(error)
        }
        if options.help { return say(WebOptions.help) }
        if options.version { return say(WebOptions.version) }
        let server: HTTPServer
        let publicURL: PublicURL?
        let imageFetches = ImageFetches()
        let selection: StoreSelection
        do {
            let tls = try options.tlsCertificate.map {
                try TLSFiles.credentials(certificate: $0, key: options.tlsKey ?? "")
            }
            selection = try StoreSelection.resolve(option: options.store, environment: environment) {
                let file = try ConfigFile.load(environment: environment)
                if let warning = file.warning { warn("warning: \(warning)") }
                return file
            }
            publicURL =
                try options.publicURL
                ?? Configuration.publicURL { try ConfigFile.load(environment: environment) }
            server = try start(
                options, tls: tls, selection: selection, environment: environment, publicURL: publicURL,
                imageFetches: imageFetches)
        } catch {
            return fail(error)
        }
        // Before the first line, so a signal sent on reading it stops the server gracefully.
        StopSignals.serving()
        let scheme = server.configuration.tls == nil ? "http" : "https"
        let listening = "\(scheme)://\(options.listen.hostForURL):\(server.port)/"
        // Scripts read the port at the end of the line either way.
        _ = say("Serving Outings at " + (publicURL.map { "\($0), listening on " + listening } ?? listening))
        _ = say("Store: \(TextSanitizer.terminalSafe(selection.description))")
        let signal = StopSignals.waitForStop()
        StopSignals.exitAfter(
            stopSeconds, status: 0,
            saying:
                "outings-web: requests still in flight after \(Int(stopSeconds)) s; exiting without them\n")
        warn("stopping (signal \(signal)); finishing the requests in flight")
        // Requests in flight get most of the time left, an image waiting for its download too (it
        // gets the image when it comes, or the placeholder at its own wait's end, well inside the
        // grace); the rest closes what still waits.
        server.stop(grace: stopSeconds - 2)
        // Downloads whose requests are answered are left to end on their own.
        imageFetches.stop()
        return 0
    }

    private static func start(
        _ options: WebOptions, tls: TLSCredentials?, selection: StoreSelection, environment: [String: String],
        publicURL: PublicURL?, imageFetches: ImageFetches
    ) throws -> HTTPServer {
        let configuration = try Configuration(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        let lifetimes = try Configuration.sessionLifetimes(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        // Read at start-up, so a bad zone stops the server as a bad setting does, not a request.
        let timeZone = try Configuration.guideTimeZone(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        let currency = try Configuration.guideCurrency(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        let proxies = try TrustedProxies(
            addresses: Set(
                options.trustedProxies ?? Configuration.trustedProxies {
                    try ConfigFile.load(environment: environment)
                }
                    ?? []))
        let location = selection.location
        let factory = try StoreFactory(environment: environment)
        // Opened now, so a bad store is reported at start-up with the CLI's exit code.
        let first = try factory.open(selection, access: .write)
        // The in-memory store exists once: every request shares it, one at a time.
        let pool = ConnectionPool(capacity: location == .memory ? 1 : workers, first: first) {
            try factory.open(location, access: .write)
        }
        let csrf = CSRFToken()
        // The Host check needs the bound port, known only after start; the handler reads it then.
        let box = PortBox()
        let app = try WebComposition.app(
            stores: pool, configuration: configuration, lifetimes: lifetimes, timeZone: timeZone,
            proxies: proxies, hasTLS: tls != nil,
            requestGuard: RequestGuard(listen: options.listen, port: box, csrf: csrf, publicURL: publicURL),
            csrf: csrf, imageFetches: imageFetches, currency: currency)
        // The rule every request meets too (`SignInGate.check`): here it refuses to start at all.
        switch try app.composition.gate(over: first).exposure() {
        case .serve: break
        case .warn(let message): warn("warning: \(message)")
        case .refuse(let message): throw WebFailure(64, message)
        }
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(
                host: options.listen.host, port: options.listen.port, threads: workers,
                connectionTimeout: options.idleTimeout, requestTimeout: options.requestTimeout,
                bodyLimit: 1 << 20, connectionLimit: WebOptions.connectionLimit,
                connectionsPerClient: options.connectionsPerClient, tls: tls),
            handler: app)
        try server.start()
        box.set(server.port)
        return server
    }

    /// The exit code of a start-up error, as the CLI's: 64 usage, 65 unusable TLS certificate or
    /// key, 66 unreadable TLS file, 69 unreachable, 74 store.
    private static func fail(_ error: any Error) -> Int32 {
        // Before serving, a bad option is a usage error and a socket that cannot be had is the
        // same as a server that cannot be reached: the table's codes, as for every other error.
        let failure: AppError
        switch error {
        case let error as WebFailure: failure = AppError(.usage, error.message)
        case HTTPServerError.unusableTLSCredentials:
            failure = AppError(.invalid, HTTPServerError.unusableTLSCredentials.description)
        case let error as HTTPServerError: failure = AppError(.unreachable, error.description)
        default: failure = AppError(classifying: error)
        }
        warn(failure.message)
        return ErrorTable.codes(for: failure.category).exitStatus
    }

    private static func say(_ line: String) -> Int32 {
        // Straight to the descriptor: the first line must reach a pipe at once, not when a buffer fills.
        let text = line + "\n"
        _ = text.withCString { Foundation.write(1, $0, strlen($0)) }
        return 0
    }

    /// One line on standard error, neutralised as the CLI's messages are: a start-up error
    /// quotes what was typed or set (an option, OUTINGS_*), which may hold escapes.
    private static func warn(_ message: String) {
        let line = "outings-web: \(TextSanitizer.terminalSafe(message))\n"
        _ = line.withCString { Foundation.write(2, $0, strlen($0)) }
    }
}

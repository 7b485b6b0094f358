import Foundation
import HTTPServer
import UseCases

/// outings-web from start to exit: options, the store (its errors are the CLI's exit codes), the
/// server, the first line on standard output, then serving until SIGINT or SIGTERM.
public enum OutingsWeb {
    /// Worker threads, and so the most store connections open at once.
    static let workers = 8

    public static func main(arguments: [String], environment: [String: String]) -> Int32 {
        StopSignals.block()
        let options: WebOptions
        do {
            options = try WebOptions.parse(arguments)
        } catch {
            return fail(error)
        }
        if options.help { return say(WebOptions.help) }
        if options.version { return say(WebOptions.version) }
        let server: HTTPServer
        do {
            server = try start(options, environment: environment)
        } catch {
            return fail(error)
        }
        if !options.listen.isLoopback {
            warn(
                "warning: listening on \(options.listen.host), which other machines may reach: anyone who can connect can read and change the guide"
            )
        }
        _ = say("Serving Outings at http://\(options.listen.hostForURL):\(server.port)/")
        let signal = StopSignals.wait()
        warn("stopping (signal \(signal)); finishing the requests in flight")
        server.stop(grace: 10)
        return 0
    }

    private static func start(_ options: WebOptions, environment: [String: String]) throws -> HTTPServer {
        let images = try WebImageConfiguration(environment: environment)
        let stores = try WebStoreFactory.open(option: options.store, environment: environment)
        let pool = StorePool(capacity: stores.shared ? 1 : workers, first: stores.first, open: stores.open)
        let csrf = CSRFToken()
        let services = WebServices(
            pool: pool, photoImages: { images.photoImages() }, staticBase: images.staticBase, csrf: csrf)
        // The Host check needs the bound port, known only after start; the handler reads it then.
        let box = PortBox()
        let app = WebApp(
            services: services, requestGuard: RequestGuard(listen: options.listen, port: box, csrf: csrf))
        let server = HTTPServer(
            configuration: HTTPServerConfiguration(
                host: options.listen.host, port: options.listen.port, threads: workers, connectionTimeout: 10,
                bodyLimit: 1 << 20),
            handler: app)
        try server.start()
        box.set(server.port)
        return server
    }

    /// The exit code of a start-up error, as the CLI's: 64 usage, 69 unreachable, 74 store.
    private static func fail(_ error: any Error) -> Int32 {
        switch error {
        case let error as WebFailure:
            warn(error.message)
            return Int32(error.status == 64 ? 64 : 70)
        case let error as StoreError:
            warn(error.description)
            if case .unreachable = error { return 69 }
            return 74
        case let error as HTTPServerError:
            warn(error.description)
            return 69
        default:
            warn("cannot start: \(error)")
            return 74
        }
    }

    private static func say(_ line: String) -> Int32 {
        // Straight to the descriptor: the first line must reach a pipe at once, not when a buffer fills.
        let text = line + "\n"
        _ = text.withCString { Foundation.write(1, $0, strlen($0)) }
        return 0
    }

    private static func warn(_ message: String) {
        let line = "outings-web: \(message)\n"
        _ = line.withCString { Foundation.write(2, $0, strlen($0)) }
    }
}

import HTTPServer

/// The handlers of one path, by method. A path with no table is 404; a method not in it is 405
/// with an Allow header. HEAD is answered as GET (libmicrohttpd leaves the body out). A handler
/// returns nil when it answers later, through the `Later` the route was given.
struct RouteTable {
    /// How a handler answers after it returned nil: once, from any thread; a thrown error is
    /// mapped as if the handler had thrown it.
    typealias Later = @Sendable (Result<HTTPResponse, any Error>) -> Void

    private var handlers: [(method: String, run: () throws -> HTTPResponse?)] = []

    init(_ handlers: [(String, () throws -> HTTPResponse?)]) {
        self.handlers = handlers.map { (method: $0.0, run: $0.1) }
    }

    var allowed: [String] {
        let methods = handlers.map(\.method)
        return methods.contains("GET") ? methods + ["HEAD"] : methods
    }

    func handler(for method: String) -> (() throws -> HTTPResponse?)? {
        let wanted = method == "HEAD" ? "GET" : method
        return handlers.first { $0.method == wanted }?.run
    }
}

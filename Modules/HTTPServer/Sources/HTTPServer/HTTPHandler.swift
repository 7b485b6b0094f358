/// What the server calls for each request, on one of its worker threads.
public protocol HTTPHandler: Sendable {
    /// The answer now, or nil to answer later with `later.send(_:)`, from any thread: the
    /// connection then waits without holding a worker thread.
    func respond(to request: HTTPRequest, later: DeferredResponse) -> HTTPResponse?
    /// The answer to a request whose body passed the limit; the body was not read (it is empty
    /// in `request`). The handler decides the shape (HTML, JSON) and its headers.
    func bodyTooLarge(_ request: HTTPRequest) -> HTTPResponse
}

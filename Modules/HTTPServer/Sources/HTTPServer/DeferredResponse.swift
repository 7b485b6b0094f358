import CMicroHTTPD
import Foundation

/// The way to answer a request after `HTTPHandler.respond(to:later:)` has returned nil: `send`
/// once, from any thread; later calls are ignored. The connection is suspended meanwhile
/// (libmicrohttpd's suspend and resume), so it holds no worker thread; when the server stops,
/// a request still waiting is answered 503 and its connection closed.
public final class DeferredResponse: @unchecked Sendable {
    private let context: PendingRequest
    private let connection: OpaquePointer
    private weak var server: HTTPServer?

    init(context: PendingRequest, connection: OpaquePointer, server: HTTPServer) {
        self.context = context
        self.connection = connection
        self.server = server
    }

    public func send(_ response: HTTPResponse) {
        send { response }
    }

    /// Sends the answer `make` builds, only if none was sent before (else `make` is not called,
    /// so what it does, such as logging, happens once); true when this was the answer.
    @discardableResult
    public func send(_ make: () -> HTTPResponse) -> Bool {
        context.lock.lock()
        defer { context.lock.unlock() }
        guard !context.sent else { return false }
        context.sent = true
        context.deferred = make()
        // Not suspended yet: the handler has not returned, and the server queues the answer
        // itself. Suspended: resuming makes libmicrohttpd call the server again on the
        // connection's own thread, which queues it there.
        guard context.suspended else { return true }
        context.suspended = false
        server?.resumed(context)
        MHD_resume_connection(connection)
        return true
    }
}

import CMicroHTTPD
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// GNU libmicrohttpd with a pool of polling threads. Connections are event-driven, so slow or idle
/// clients hold a connection, never a worker thread: one silent for `connectionTimeout` is closed,
/// one whose request is not whole within `requestTimeout` is cut (`RequestDeadlines`), and one
/// address holds at most `connectionsPerClient` of them. Bodies over `bodyLimit` are refused with
/// the handler's 413. A handler may answer later (`DeferredResponse`) without holding a thread.
/// `stop` stops accepting and lets the requests in flight finish before it closes anything.
public final class HTTPServer: @unchecked Sendable {
    public let configuration: HTTPServerConfiguration
    /// The port actually bound (the free one chosen for port 0).
    public private(set) var port: UInt16 = 0

    private let handler: any HTTPHandler
    private var daemon: OpaquePointer?
    private let deadlines: RequestDeadlines
    // Guards inFlight, stopping and waiting; signalled when a request completes.
    private let state = NSCondition()
    private var inFlight = 0
    private var stopping = false
    /// The requests whose connection is suspended until their handler answers.
    private var waiting: [ObjectIdentifier: DeferredResponse] = [:]
    /// The PEM texts as C strings, kept for as long as the daemon may read them.
    private var tlsBuffers: [UnsafeMutablePointer<CChar>] = []

    public init(configuration: HTTPServerConfiguration, handler: any HTTPHandler) {
        self.configuration = configuration
        self.handler = handler
        deadlines = RequestDeadlines(seconds: configuration.requestTimeout)
    }

    // libmicrohttpd holds an unretained pointer to this object; never let it outlive the daemon.
    deinit {
        if let daemon { MHD_stop_daemon(daemon) }
        for buffer in tlsBuffers { buffer.deallocate() }
    }

    /// Binds and starts the worker threads. Throws `HTTPServerError` when it cannot.
    public func start() throws {
        if configuration.tls != nil, outings_mhd_supports_tls() == 0 {
            throw HTTPServerError.tlsUnsupported
        }
        let socket = try ListenSocket.open(host: configuration.host, port: configuration.port)
        port = socket.port
        var flags =
            MHD_USE_AUTO_INTERNAL_THREAD.rawValue | MHD_USE_ITC.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue
        if configuration.tls != nil { flags |= MHD_USE_TLS.rawValue }
        let me = Unmanaged.passUnretained(self).toOpaque()
        let completed: MHD_RequestCompletedCallback = { cls, connection, requestContext, _ in
            guard let cls, let requestContext else { return }
            let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
            if let connection { server.deadlines.answered(connection) }
            server.complete(requestContext)
        }
        // Called on the connection's thread before libmicrohttpd closes its socket.
        let notified: MHD_NotifyConnectionCallback = { cls, connection, _, code in
            guard let cls, let connection else { return }
            let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
            if code == .CONNECTION_NOTIFY_STARTED {
                server.deadlines.opened(connection, socket: outings_mhd_connection_socket(connection))
            } else {
                server.deadlines.closed(connection)
            }
        }
        let unescape:
            @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?)
                -> Int = { _, _, text in
                    guard let text else { return 0 }
                    return PercentDecoding.decodeInPlace(text)
                }
        let options: [any CVarArg] =
            tlsOptions() + [
                MHD_OPTION.LISTEN_SOCKET.rawValue, socket.descriptor,
                MHD_OPTION.THREAD_POOL_SIZE.rawValue, UInt32(max(1, configuration.threads)),
                MHD_OPTION.CONNECTION_TIMEOUT.rawValue, UInt32(max(1, configuration.connectionTimeout)),
                MHD_OPTION.CONNECTION_LIMIT.rawValue, UInt32(max(1, configuration.connectionLimit)),
                MHD_OPTION.PER_IP_CONNECTION_LIMIT.rawValue,
                UInt32(max(1, configuration.connectionsPerClient)),
                MHD_OPTION.NOTIFY_COMPLETED.rawValue, unsafeBitCast(completed, to: OpaquePointer.self),
                OpaquePointer(me),
                MHD_OPTION.NOTIFY_CONNECTION.rawValue, unsafeBitCast(notified, to: OpaquePointer.self),
                OpaquePointer(me),
                MHD_OPTION.UNESCAPE_CALLBACK.rawValue, unsafeBitCast(unescape, to: OpaquePointer.self),
                OpaquePointer(me),
                MHD_OPTION.END.rawValue,
            ]
        daemon = withVaList(options) { arguments in
            MHD_start_daemon_va(
                flags, 0, nil, nil,
                { cls, connection, url, method, version, uploadData, uploadSize, requestContext in
                    guard let cls, let connection, let uploadSize, let requestContext else { return .NO }
                    let server = Unmanaged<HTTPServer>.fromOpaque(cls).takeUnretainedValue()
                    return server.access(
                        connection, url: url, method: method, version: version, upload: uploadData,
                        uploadSize: uploadSize, requestContext: requestContext)
                }, me, arguments)
        }
        guard daemon != nil else {
            close(socket.descriptor)
            // With a socket already bound, what GnuTLS refuses is what can fail.
            throw configuration.tls == nil
                ? HTTPServerError.cannotStart : HTTPServerError.unusableTLSCredentials
        }
        deadlines.start()
    }

    /// The certificate and key as libmicrohttpd takes them: NUL-terminated text that stays
    /// alive while the daemon runs (freed with the server).
    private func tlsOptions() -> [any CVarArg] {
        guard let tls = configuration.tls else { return [] }
        let copy = { (pem: Data) -> UnsafeMutablePointer<CChar> in
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: pem.count + 1)
            buffer.initialize(repeating: 0, count: pem.count + 1)
            pem.withUnsafeBytes { bytes in
                if let start = bytes.baseAddress {
                    UnsafeMutableRawPointer(buffer).copyMemory(from: start, byteCount: bytes.count)
                }
            }
            return buffer
        }
        let certificate = copy(tls.certificatePEM)
        let key = copy(tls.keyPEM)
        tlsBuffers += [certificate, key]
        return [
            MHD_OPTION.HTTPS_MEM_CERT.rawValue, OpaquePointer(certificate),
            MHD_OPTION.HTTPS_MEM_KEY.rawValue, OpaquePointer(key),
        ]
    }

    /// Stops accepting and waits up to `grace` seconds for the requests in flight to be answered;
    /// then answers the ones still waiting for a deferred answer 503, gives those answers up to a
    /// second to leave, closes every connection and joins the threads.
    public func stop(grace: Double = 10) {
        guard let daemon else { return }
        state.withLock { stopping = true }
        let quiesced = MHD_quiesce_daemon(daemon)
        if quiesced >= 0 { close(quiesced) }
        waitForRequests(until: Date().addingTimeInterval(grace))
        let late = state.withLock { Array(waiting.values) }
        for request in late {
            request.send(
                HTTPResponse(
                    status: 503, contentType: "text/plain; charset=utf-8", text: "the server is stopping\n"))
        }
        if !late.isEmpty { waitForRequests(until: Date().addingTimeInterval(1)) }
        // Every suspended connection has been resumed, as libmicrohttpd requires before it stops.
        MHD_stop_daemon(daemon)
        self.daemon = nil
        deadlines.stop()
    }

    private func waitForRequests(until deadline: Date) {
        state.lock()
        while inFlight > 0, state.wait(until: deadline) {}
        state.unlock()
    }

    /// A deferred answer was sent: its connection is resumed.
    func resumed(_ context: PendingRequest) {
        state.withLock { waiting[ObjectIdentifier(context)] = nil }
    }

    // MARK: libmicrohttpd's calls

    /// Called once when the headers are in, then once per piece of body, then once with no
    /// body left: only then is the request whole and the handler called.
    private func access(
        _ connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?,
        version: UnsafePointer<CChar>?, upload: UnsafePointer<CChar>?, uploadSize: UnsafeMutablePointer<Int>,
        requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>
    ) -> MHD_Result {
        guard let pointer = requestContext.pointee else {
            let context = PendingRequest()
            requestContext.pointee = Unmanaged.passRetained(context).toOpaque()
            state.withLock { inFlight += 1 }
            if let length = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length"),
                let declared = Int(String(cString: length)), declared > configuration.bodyLimit
            {
                // Refused before a byte of the body is read.
                context.tooLarge = true
                return answer(connection, context, url, method, version)
            }
            return .YES
        }
        let context = Unmanaged<PendingRequest>.fromOpaque(pointer).takeUnretainedValue()
        if uploadSize.pointee > 0 {
            if !context.tooLarge, let upload {
                if context.body.count + uploadSize.pointee > configuration.bodyLimit {
                    context.tooLarge = true
                    context.body = Data()
                } else {
                    upload.withMemoryRebound(to: UInt8.self, capacity: uploadSize.pointee) {
                        context.body.append($0, count: uploadSize.pointee)
                    }
                }
            }
            if context.tooLarge {
                // A body without Content-Length (chunked) past the limit is read on and dropped, so
                // the client can get its 413 (libmicrohttpd answers only once the body is in); one
                // that goes on past twice the limit gets the connection closed instead.
                context.discarded += uploadSize.pointee
                if context.discarded > configuration.bodyLimit { return .NO }
            }
            uploadSize.pointee = 0
            return .YES
        }
        return answer(connection, context, url, method, version)
    }

    private static func clientAddress(of connection: OpaquePointer) -> String {
        var text = [CChar](repeating: 0, count: 64)
        outings_mhd_client_address(connection, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private func answer(
        _ connection: OpaquePointer, _ context: PendingRequest, _ url: UnsafePointer<CChar>?,
        _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?
    ) -> MHD_Result {
        guard !context.answered else { return queueDeferred(context, on: connection) }
        context.answered = true
        // A refused body may still be trickling in: its deadline runs on.
        if !context.tooLarge { deadlines.requestArrived(connection) }
        let queryItems = Self.items(of: connection, kind: .GET_ARGUMENT_KIND)
        let headerFields = Self.items(of: connection, kind: .HEADER_KIND)
        let request = HTTPRequest(
            method: method.map { String(cString: $0) } ?? "",
            path: url.map { String(cString: $0) } ?? "/",
            version: version.map { String(cString: $0) } ?? "",
            headers: Dictionary(headerFields.map { ($0.name.lowercased(), $0.value) }) { first, _ in first },
            headerFields: headerFields,
            query: Dictionary(queryItems.map { ($0.name, $0.value) }) { first, _ in first },
            queryItems: queryItems, body: context.tooLarge ? Data() : context.body,
            isSecure: configuration.tls != nil,
            clientAddress: Self.clientAddress(of: connection))
        if context.tooLarge { return queue(handler.bodyTooLarge(request), context, on: connection) }
        let later = DeferredResponse(context: context, connection: connection, server: self)
        if let response = handler.respond(to: request, later: later) {
            context.lock.withLock { context.sent = true }
            return queue(response, context, on: connection)
        }
        context.lock.lock()
        defer { context.lock.unlock() }
        if let ready = context.deferred {
            // Sent before the handler returned: no need to wait.
            context.deferred = nil
            return queue(ready, context, on: connection)
        }
        MHD_suspend_connection(connection)
        context.suspended = true
        state.withLock { waiting[ObjectIdentifier(context)] = later }
        return .YES
    }

    /// Called again once a suspended connection is resumed: the deferred answer is there.
    private func queueDeferred(_ context: PendingRequest, on connection: OpaquePointer) -> MHD_Result {
        context.lock.lock()
        let ready = context.deferred
        context.deferred = nil
        context.lock.unlock()
        guard let ready else { return .YES }
        return queue(ready, context, on: connection)
    }

    private func queue(_ answer: HTTPResponse, _ context: PendingRequest, on connection: OpaquePointer)
        -> MHD_Result
    {
        var response = answer
        let closing = state.withLock { stopping }
        if closing || context.tooLarge { response.setHeader("Connection", "close") }
        return queue(response, on: connection)
    }

    private func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        let made =
            response.bodyFile.flatMap(Self.fileBody)
            ?? response.body.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
            }
        guard let made else { return .NO }
        defer { MHD_destroy_response(made) }
        for header in response.headers {
            _ = MHD_add_response_header(made, header.name, header.value)
        }
        return MHD_queue_response(connection, UInt32(response.status), made)
    }

    /// A body libmicrohttpd reads from the file as it sends (and closes when done); nil when
    /// `path` is not a regular file now.
    private static func fileBody(_ path: String) -> OpaquePointer? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let made = MHD_create_response_from_fd64(UInt64(info.st_size), descriptor)
        else {
            close(descriptor)
            return nil
        }
        return made
    }

    private func complete(_ requestContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        guard let pointer = requestContext.pointee else { return }
        Unmanaged<PendingRequest>.fromOpaque(pointer).release()
        requestContext.pointee = nil
        state.lock()
        inFlight -= 1
        state.broadcast()
        state.unlock()
    }

    /// Headers or query arguments, copied out in the order libmicrohttpd holds them (as sent).
    private static func items(of connection: OpaquePointer, kind: MHD_ValueKind) -> [(
        name: String, value: String
    )] {
        final class Box { var items: [(name: String, value: String)] = [] }
        let box = Box()
        let boxPointer = Unmanaged.passUnretained(box).toOpaque()
        let iterator: MHD_KeyValueIterator = { cls, _, key, value in
            guard let cls, let key else { return .YES }
            let box = Unmanaged<Box>.fromOpaque(cls).takeUnretainedValue()
            box.items.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
            return .YES
        }
        _ = withExtendedLifetime(box) { MHD_get_connection_values(connection, kind, iterator, boxPointer) }
        return box.items
    }
}

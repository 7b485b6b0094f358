import Foundation

/// What the server keeps for one request between libmicrohttpd's calls: the body read so far,
/// whether it grew past the limit, and an answer sent later. Owned by the connection's `req_cls`
/// pointer until completion (and by its `DeferredResponse`, which may outlive it).
final class PendingRequest {
    var body = Data()
    var tooLarge = false
    /// Bytes dropped after the body passed the limit.
    var discarded = 0
    var answered = false
    let started = DispatchTime.now()

    /// Guards the three below, which the handler's `DeferredResponse` sets from any thread.
    let lock = NSLock()
    /// The answer sent through `DeferredResponse`, until it is queued.
    var deferred: HTTPResponse?
    var sent = false
    /// The connection is suspended, waiting for `deferred`.
    var suspended = false
}

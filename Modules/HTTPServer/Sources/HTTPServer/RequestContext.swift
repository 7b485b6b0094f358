import Foundation

/// What the server keeps for one request between libmicrohttpd's calls: the body read so far and
/// whether it grew past the limit. Owned by the connection's `req_cls` pointer until completion.
final class RequestContext {
    var body = Data()
    var tooLarge = false
    /// Bytes dropped after the body passed the limit.
    var discarded = 0
    var answered = false
    let started = DispatchTime.now()
}

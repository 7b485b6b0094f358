import Dispatch

/// The moment a whole refresh must be over: every request of every page shares it, so a server
/// that answers slowly page after page, or trickles one byte a second, cannot stretch it.
struct Deadline: Sendable {
    let end: DispatchTime

    init(secondsFromNow seconds: Double) {
        end = .now() + seconds
    }

    /// Seconds left, 0 when passed.
    var remaining: Double {
        let now = DispatchTime.now()
        guard now < end else { return 0 }
        return Double(end.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000_000
    }
}

import UseCases

/// A change of a zone's offset from UTC: the second it takes effect and the offsets either side.
struct ZoneTransition: Equatable {
    /// Seconds since 1970 (UTC) from which `offsetAfter` applies.
    let instant: Int64
    let offsetBefore: Int
    let offsetAfter: Int

    /// Probes are this far apart: no zone changes its offset twice within six hours.
    static let probeSeconds: Int64 = 6 * 3600

    /// Every change of `zone`'s offset at or after `start` and before `end` (seconds since 1970),
    /// read from the port alone: `secondsFromUTC` is probed every `probeSeconds`, and the exact
    /// second of each change is found by binary search between the probes either side.
    static func all(in zone: any ZoneOffsets, from start: Int64, to end: Int64) -> [ZoneTransition] {
        var transitions: [ZoneTransition] = []
        var earlier = start - 1
        var earlierOffset = zone.secondsFromUTC(at: earlier)
        while earlier < end - 1 {
            let later = min(earlier + probeSeconds, end - 1)
            let laterOffset = zone.secondsFromUTC(at: later)
            if laterOffset != earlierOffset {
                // The first second showing a different offset than `earlier`.
                var unchanged = earlier
                var changed = later
                while changed - unchanged > 1 {
                    let middle = unchanged + (changed - unchanged) / 2
                    if zone.secondsFromUTC(at: middle) == earlierOffset {
                        unchanged = middle
                    } else {
                        changed = middle
                    }
                }
                transitions.append(
                    ZoneTransition(
                        instant: changed, offsetBefore: earlierOffset,
                        offsetAfter: zone.secondsFromUTC(at: changed)))
            }
            earlier = later
            earlierOffset = laterOffset
        }
        return transitions
    }
}

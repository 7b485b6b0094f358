import Domain

extension LocalTimeConverter {
    /// When `hours` next open after `moment`, as the zone's clocks show it, or nil when they never
    /// open again. A span the clocks skip whole (`Su 02:00-03:00` on Denver's spring Sunday) never
    /// happens, so it is no opening and the next real one is named; a span they skip in part opens
    /// at the first time shown (`Su 02:30-04:00` opens at 03:00 that day).
    public func nextOpening(of hours: OpeningHours, after moment: LocalDateTime) -> LocalDateTime? {
        var from = moment
        // Each skipped span costs two changes; a zone skips an hour or so a year, so this bound is
        // only reached by hours made of nothing but skipped spans.
        for _ in 0..<Self.changesLookedPast {
            guard let change = hours.nextChange(after: from) else { return nil }
            if change.state == .open {
                let shown = firstShown(atOrAfter: change.at)
                if hours.isOpen(at: shown) { return shown }
            }
            from = change.at
        }
        return nil
    }

    private static let changesLookedPast = 16
}

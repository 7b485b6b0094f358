import Domain
import UseCases

/// The VTIMEZONE of a zone for the years a calendar's events fall in, made from the zone's offsets
/// alone (no rules are written): each run of consecutive years opens with an observance of the
/// offset in force on its first 1 January, then has one per change of offset, whose DTSTART is
/// the wall time just before the change (RFC 5545, section 3.6.5). An observance is DAYLIGHT when
/// its offset is larger than the smallest of its year, else STANDARD; a zone that never changes
/// has one STANDARD per run.
struct TimeZoneComponent {
    struct Observance: Equatable {
        /// Seconds since 1970 (UTC) at which it begins.
        let onset: Int64
        let offsetFrom: Int
        let offsetTo: Int
        let isDaylight: Bool
    }

    let zone: any ZoneOffsets
    let observances: [Observance]

    init(zone: any ZoneOffsets, years: Set<Int>) {
        self.zone = zone
        var observances: [Observance] = []
        for year in years.sorted() {
            let start = Self.startOfYear(year, in: zone)
            let transitions = ZoneTransition.all(
                in: zone, from: start, to: Self.startOfYear(year + 1, in: zone))
            let opening = zone.secondsFromUTC(at: start)
            let smallest = ([opening] + transitions.map(\.offsetAfter)).min()!
            if !years.contains(year - 1), transitions.first?.instant != start {
                observances.append(
                    Observance(
                        onset: start, offsetFrom: opening, offsetTo: opening, isDaylight: opening > smallest))
            }
            observances += transitions.map { change in
                Observance(
                    onset: change.instant, offsetFrom: change.offsetBefore, offsetTo: change.offsetAfter,
                    isDaylight: change.offsetAfter > smallest)
            }
        }
        self.observances = observances
    }

    func write(to lines: inout ContentLines) {
        lines.append("BEGIN", "VTIMEZONE")
        lines.append("TZID", text: zone.identifier)
        for observance in observances {
            let kind = observance.isDaylight ? "DAYLIGHT" : "STANDARD"
            lines.append("BEGIN", kind)
            let wallTimeBefore = observance.onset + Int64(observance.offsetFrom)
            lines.append("DTSTART", CalendarTimeText.wallTime(secondsSince1970: wallTimeBefore))
            lines.append("TZOFFSETFROM", CalendarTimeText.offset(observance.offsetFrom))
            lines.append("TZOFFSETTO", CalendarTimeText.offset(observance.offsetTo))
            lines.append("END", kind)
        }
        lines.append("END", "VTIMEZONE")
    }

    /// The instant the zone's clocks show 1 January of `year`, 00:00 (years held to 1 to 9999).
    private static func startOfYear(_ year: Int, in zone: any ZoneOffsets) -> Int64 {
        let date = CalendarDate(year: max(1, min(9999, year)), month: 1, day: 1)!
        let asIfUTC = Int64(date.daysSince1970) * 86_400
        return asIfUTC - Int64(zone.secondsFromUTC(at: asIfUTC))
    }
}

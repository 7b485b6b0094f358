import Domain
import UseCases

/// When something happened or will, in words, on the guide's clock (its configured time zone):
/// "today 14:05", "yesterday 09:10", "tomorrow 08:00", "3 Dec" earlier or later this year, "3 Dec
/// 2025" in another year. Days alone read the same without the time ("today", "3 Dec"). Never
/// UTC, seconds or `YYYY-MM-DD`: every page that shows a time (sessions, tokens, invitations,
/// edits, visits) says it this way. `now` is injected, so tests are exact.
public struct MomentText: Sendable {
    public let zone: LocalTimeConverter
    /// The day it is now on the guide's clock.
    public let today: CalendarDate

    /// `now`: seconds since 1970 (UTC).
    public init(zone: LocalTimeConverter, now: Int64) {
        self.zone = zone
        today = zone.localTime(atSecondsSince1970: now).date
    }

    /// A moment given in seconds since 1970: its day in words, with the time for today,
    /// yesterday and tomorrow ("today 14:05", "3 Dec").
    public func moment(_ seconds: Int64) -> String {
        let local = zone.localTime(atSecondsSince1970: seconds)
        let day = day(local.date)
        guard relative(local.date) else { return day }
        return
            "\(day) \(DecimalText.padded(local.hour, width: 2)):\(DecimalText.padded(local.minute, width: 2))"
    }

    /// A day in words: "today", "yesterday", "tomorrow", "3 Dec", or "3 Dec 2025" in another year.
    public func day(_ date: CalendarDate) -> String {
        switch date.daysSince1970 - today.daysSince1970 {
        case 0: return "today"
        case -1: return "yesterday"
        case 1: return "tomorrow"
        default:
            let dayAndMonth = "\(date.day) \(date.month.abbreviation)"
            return date.year == today.year ? dayAndMonth : "\(dayAndMonth) \(date.year)"
        }
    }

    /// A day as it follows a verb: "visited today", but "visited on 3 Dec".
    public func afterVerb(_ date: CalendarDate) -> String {
        relative(date) ? day(date) : "on \(day(date))"
    }

    /// `moment` as it follows a verb: "edited today 14:05", but "edited on 3 Dec".
    public func afterVerb(_ seconds: Int64) -> String {
        let local = zone.localTime(atSecondsSince1970: seconds)
        return relative(local.date) ? moment(seconds) : "on \(day(local.date))"
    }

    private func relative(_ date: CalendarDate) -> Bool {
        abs(date.daysSince1970 - today.daysSince1970) <= 1
    }
}

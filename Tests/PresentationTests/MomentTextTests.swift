import Domain
import Presentation
import Testing
import UseCases

/// Times in words on the guide's clock, with `now` and the zone injected: a zone seven hours
/// behind UTC, and now 2026-12-07 15:00 UTC (08:00 on Monday 7 December there).
struct MomentTextTests {
    struct SevenBehind: ZoneOffsets {
        let identifier = "Test/Seven_Behind"
        func secondsFromUTC(at seconds: Int64) -> Int { -7 * 3600 }
    }

    static let now: Int64 = 1_796_655_600
    let words = MomentText(zone: LocalTimeConverter(zone: SevenBehind()), now: now)

    @Test(arguments: [
        // 2026-12-07 21:05 UTC is 14:05 there.
        (Int64(1_796_677_500), "today 14:05"),
        // 07:00 UTC is midnight there; a minute before is still yesterday, though UTC's today.
        (1_796_626_800, "today 00:00"),
        (1_796_626_740, "yesterday 23:59"),
        (1_796_746_200, "tomorrow 09:10"),
        // Further off: the day alone, with the year when it is not this one.
        (1_796_299_200, "3 Dec"),
        (1_764_763_200, "3 Dec 2025"),
        // 2027-01-01 06:00 UTC is still 31 December 2026 there; 08:00 UTC is 1 January 2027.
        (1_798_783_200, "31 Dec"),
        (1_798_790_400, "1 Jan 2027"),
    ])
    func aMomentIsItsDayOnTheGuidesClockWithTheTimeWhenNear(seconds: Int64, text: String) {
        #expect(words.moment(seconds) == text)
    }

    @Test func todayIsTheGuidesDayNotUTCs() throws {
        // 2026-12-07 06:30 UTC is 23:30 on 6 December there: 07:30 UTC is already tomorrow.
        let late = MomentText(zone: LocalTimeConverter(zone: SevenBehind()), now: 1_796_625_000)
        #expect(late.today == (try #require(CalendarDate(year: 2026, month: 12, day: 6))))
        #expect(late.moment(1_796_628_600) == "tomorrow 00:30")
    }

    @Test(arguments: [
        (2026, 12, 7, "today"), (2026, 12, 6, "yesterday"), (2026, 12, 8, "tomorrow"),
        (2026, 12, 9, "9 Dec"), (2026, 1, 1, "1 Jan"), (2027, 12, 7, "7 Dec 2027"),
        (1999, 2, 28, "28 Feb 1999"),
    ])
    func aDayIsInWords(year: Int, month: Int, day: Int, text: String) throws {
        #expect(words.day(try #require(CalendarDate(year: year, month: month, day: day))) == text)
    }

    @Test func afterAVerbAFarDayTakesOn() {
        #expect(words.afterVerb(1_796_677_500) == "today 14:05")
        #expect(words.afterVerb(1_796_299_200) == "on 3 Dec")
        #expect(words.afterVerb(1_764_763_200) == "on 3 Dec 2025")
    }
}

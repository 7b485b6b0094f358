import Domain
import Foundation
import SystemTimeZones
import Testing
import UseCases

/// "open now" and "open at" are read in the guide's zone, across daylight-saving changes. Instants
/// checked with GNU date: Denver springs forward at 02:00 on 8 March 2026 and falls back at 02:00
/// on 1 November; Berlin springs forward at 02:00 on 29 March and falls back at 03:00 on 25 October.
struct FilterAttractionsTimeTests {
    @Test(arguments: [
        // Saturday 7 March 12:00 MST (19:00Z): "sun 02:30" is the skipped hour, read as 03:30 MDT.
        ("America/Denver", 1_772_910_000, "open-at", "sun 02:30", "Su 03:00-04:00", true),
        ("America/Denver", 1_772_910_000, "open-at", "sun 02:30", "Su 02:00-03:00", false),
        ("America/Denver", 1_772_910_000, "open-at", "2026-03-08T02:30", "Su 03:00-04:00", true),
        // Sunday 1 November 01:30 MST (08:30Z), the repeated hour: the wall clock says 01:30.
        ("America/Denver", 1_793_521_800, "open-now", "1", "Su 01:00-02:00", true),
        ("America/Denver", 1_793_521_800, "open-now", "1", "Su 02:00-03:00", false),
        // Berlin, Saturday 28 March 12:00 CET (11:00Z): "sun 02:30" does not exist, it is 03:30 CEST.
        ("Europe/Berlin", 1_774_695_600, "open-at", "sun 02:30", "Su 02:00-03:00", false),
        ("Europe/Berlin", 1_774_695_600, "open-at", "sun 02:30", "Su 03:00-04:00", true),
        // 25 October 01:30Z is 02:30 CET, the second time the clock shows it.
        ("Europe/Berlin", 1_792_891_800, "open-now", "1", "Su 02:00-03:00", true),
        ("Europe/Berlin", 1_792_891_800, "open-now", "1", "Su 03:00-04:00", false),
        // Summer: 12:00Z is 14:00 in Berlin, not 13:00 (winter's offset).
        ("Europe/Berlin", 1_783_080_000, "open-now", "1", "Mo-Su 13:30-14:30", true),
        ("Europe/Berlin", 1_783_080_000, "open-now", "1", "Mo-Su 12:30-13:30", false),
    ])
    func openIsReadOnTheGuidesWallClock(
        zone: String, now: Int, parameter: String, value: String, hours: String, open: Bool
    ) throws {
        let store = AttractionStoreSpy()
        store.stored = [
            try Attraction(id: "a", name: "A").applying([(.hours, hours)]), Attraction(id: "b", name: "B"),
        ]
        let sut = FilterAttractions(
            store: store, timeZone: { try LocalTimeConverter(timeZoneIdentifier: zone) },
            now: { Date(timeIntervalSince1970: TimeInterval(now)) })

        var ids: [String] = []
        try sut.forEachMatch(try AttractionFilter(parameters: [(parameter, value)])) { ids.append($0.id) }

        // "b" has no hours: never open.
        #expect(ids == (open ? ["a"] : []))
    }

    @Test(arguments: [
        // Monday 30 November 2026 10:00 in Denver (17:00Z); the months tell this week from the next.
        ("mon 10:00", "Nov Mo 10:00-10:01", "Dec Mo 10:00-10:01"),  // now itself
        ("mon 09:59", "Dec Mo 09:59-10:00", "Nov Mo 09:59-10:00"),  // a minute ago: next week
        ("mon 9am", "Dec Mo 09:00-09:01", "Nov Mo 09:00-09:01"),
        ("today 9am", "Nov Mo 09:00-09:01", "Dec Mo 09:00-09:01"),  // today, even past
        ("tomorrow 2pm", "Dec Tu 14:00-14:01", "Nov Tu 14:00-14:01"),
        ("10", "Nov Mo 10:00-10:01", "Dec Mo 10:00-10:01"),
        ("tue 00:00", "Dec Tu 00:00-00:01", "Nov Tu 00:00-00:01"),
        ("sun 23:59", "Dec Su 23:59-24:00", "Nov Su 23:59-24:00"),
    ])
    func aWeekdayAndTimeIsTheNextSuchMomentFromNow(text: String, openHours: String, closedHours: String)
        throws
    {
        let store = AttractionStoreSpy()
        store.stored = [
            try Attraction(id: "open", name: "A").applying([(.hours, openHours)]),
            try Attraction(id: "closed", name: "B").applying([(.hours, closedHours)]),
        ]
        let sut = FilterAttractions(
            store: store, timeZone: { try LocalTimeConverter(timeZoneIdentifier: "America/Denver") },
            now: { Date(timeIntervalSince1970: 1_796_058_000) })

        var ids: [String] = []
        try sut.forEachMatch(try AttractionFilter(parameters: [("open-at", text)])) { ids.append($0.id) }

        #expect(ids == ["open"])
    }
}

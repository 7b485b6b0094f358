import Domain
import UseCases

/// An iCalendar file (RFC 5545) of events in one time zone: a plan's stops, or several plans'
/// stops as one subscription feed (their events in one list, in the order given). Every time is written in the zone (`DTSTART;TZID=...`), with a
/// VTIMEZONE made from the zone's offsets for the years the events fall in.
public struct CalendarFile: Sendable {
    /// What a calendar app names the calendar (X-WR-CALNAME).
    public var name: String
    public var zone: any ZoneOffsets
    public var events: [CalendarEvent]
    /// When the file is written, in seconds since 1970: every event's DTSTAMP.
    public var stamp: Int64

    /// The product identifier every file carries.
    public static let productIdentifier = "-//Outings//Outings//EN"
    /// What the web serves a file as.
    public static let mediaType = "text/calendar; charset=utf-8"

    public init(name: String, zone: any ZoneOffsets, events: [CalendarEvent], stamp: Int64) {
        self.name = name
        self.zone = zone
        self.events = events
        self.stamp = stamp
    }

    /// The file's bytes: UTF-8, lines folded at 75 octets and ended by CRLF.
    public var bytes: [UInt8] {
        var lines = ContentLines()
        lines.append("BEGIN", "VCALENDAR")
        lines.append("VERSION", "2.0")
        lines.append("PRODID", text: Self.productIdentifier)
        lines.append("CALSCALE", "GREGORIAN")
        lines.append("METHOD", "PUBLISH")
        lines.append("X-WR-CALNAME", text: name)
        let stampSeconds = stamp
        // A calendar holds at least one component: an empty feed has the zone of the stamp's year.
        var years = Set(events.flatMap { [$0.start.year, $0.end.year] })
        if years.isEmpty {
            years = [LocalTimeConverter(zone: zone).localTime(atSecondsSince1970: stampSeconds).year]
        }
        TimeZoneComponent(zone: zone, years: years).write(to: &lines)
        let stampText = CalendarTimeText.utc(secondsSince1970: stampSeconds)
        for event in events {
            write(event, stamp: stampText, to: &lines)
        }
        lines.append("END", "VCALENDAR")
        return lines.bytes
    }

    /// The file as text (its lines end in CRLF).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    private func write(_ event: CalendarEvent, stamp: String, to lines: inout ContentLines) {
        let inZone = ";TZID=" + Self.parameterValue(zone.identifier)
        lines.append("BEGIN", "VEVENT")
        lines.append("UID", text: event.uid)
        lines.append("SEQUENCE", String(max(0, event.sequence)))
        lines.append("DTSTAMP", stamp)
        lines.append("DTSTART", CalendarTimeText.wallTime(event.start), parameters: inZone)
        lines.append("DTEND", CalendarTimeText.wallTime(event.end), parameters: inZone)
        lines.append("SUMMARY", text: event.summary)
        if !event.location.isEmpty { lines.append("LOCATION", text: event.location) }
        if let geo = event.geo { lines.append("GEO", geo.latitudeText + ";" + geo.longitudeText) }
        if let url = event.url, !url.isEmpty { lines.append("URL", url) }
        if !event.description.isEmpty { lines.append("DESCRIPTION", text: event.description) }
        lines.append("END", "VEVENT")
    }

    /// A parameter value: quoted when it holds `;`, `:` or `,`, which may not be in a DQUOTE.
    private static func parameterValue(_ value: String) -> String {
        let plain = value.filter { $0 != "\"" }
        return plain.contains(where: { ";:,".contains($0) }) ? "\"" + plain + "\"" : plain
    }
}

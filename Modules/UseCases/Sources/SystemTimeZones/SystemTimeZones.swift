import Platform
import UseCases

/// A zone of the system's time-zone database (Platform's `ZoneInfo`, read from tzdata) as the
/// `ZoneOffsets` port `LocalTimeConverter` reads wall time through. What an app hands
/// `FilterAttractions` to filter by opening hours: `LocalTimeConverter(timeZoneIdentifier:)` or
/// `LocalTimeConverter.system`.
public struct SystemZone: ZoneOffsets {
    public let info: ZoneInfo

    public init(_ info: ZoneInfo) {
        self.info = info
    }

    public var identifier: String { info.identifier }

    public func secondsFromUTC(at seconds: Int64) -> Int { info.secondsFromUTC(at: seconds) }
}

extension LocalTimeConverter {
    /// The converter for zone `identifier` (`America/Denver`) of the system's time-zone database;
    /// a name the database does not have is `LocalTimeError.unknownTimeZone`.
    public init(timeZoneIdentifier identifier: String) throws(LocalTimeError) {
        do {
            self.init(zone: SystemZone(try ZoneInfo(identifier: identifier)))
        } catch {
            throw .unknownTimeZone(identifier)
        }
    }

    /// The converter for the zone this machine runs in (`$TZ`, else `/etc/localtime`, else UTC).
    public static var system: LocalTimeConverter {
        LocalTimeConverter(zone: SystemZone(ZoneInfo.system()))
    }
}

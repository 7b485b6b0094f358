import Platform
import UseCases

/// A zone of the system's time-zone database as the port UseCases reads wall time through.
struct SystemZone: ZoneOffsets {
    let info: ZoneInfo

    var identifier: String { info.identifier }

    func secondsFromUTC(at seconds: Int64) -> Int { info.secondsFromUTC(at: seconds) }
}

extension LocalTimeConverter {
    /// The converter for zone `identifier` (`America/Denver`) of the system's time-zone database.
    public init(timeZoneIdentifier identifier: String) throws(LocalTimeError) {
        do {
            self.init(zone: SystemZone(info: try ZoneInfo(identifier: identifier)))
        } catch {
            throw .unknownTimeZone(identifier)
        }
    }

    /// The converter for the zone this machine runs in (`$TZ`, else `/etc/localtime`, else UTC).
    public static var system: LocalTimeConverter {
        LocalTimeConverter(zone: SystemZone(info: ZoneInfo.system()))
    }
}

import PlatformFoundation

/// A time zone read from the system's time-zone database (`/usr/share/zoneinfo`, or `$TZDIR`):
/// the TZif file's transitions (RFC 8536), and past the last one the POSIX rule in its footer.
/// Read here rather than through FoundationInternationalization, whose ICU brings its own copy of
/// the zone data and costs every command about 1 ms of start-up; this one follows the system's
/// tzdata updates.
public struct ZoneInfo: Sendable, Equatable {
    public let identifier: String
    let transitions: [Int64]
    /// The UTC offset in seconds from each transition on.
    let offsets: [Int]
    /// The offset before the first transition (the file's first local time type).
    let initialOffset: Int
    let rule: PosixZoneRule?

    /// The folder zone names are read from.
    public static var folder: String {
        let environment = ProcessInfo.processInfo.environment["TZDIR"] ?? ""
        return environment.isEmpty ? "/usr/share/zoneinfo" : environment
    }

    /// Reads zone `identifier` (`America/Denver`, `UTC`). Names are the database's: letters,
    /// digits, `_`, `-`, `+` and `/` between parts, never `.` or `..`.
    public init(identifier: String) throws(ZoneInfoError) {
        let parts = identifier.split(separator: "/", omittingEmptySubsequences: false)
        guard !identifier.isEmpty, identifier.utf8.count <= 255,
            parts.allSatisfy({ part in
                !part.isEmpty && part.first != "-" && part.isASCIIAlphanumeric(plus: "-+_")
            })
        else { throw .unknown(identifier) }
        let path = Self.folder + "/" + identifier
        guard let data = FileManager.default.contents(atPath: path) else { throw .unknown(identifier) }
        try self.init(identifier: identifier, tzif: [UInt8](data))
    }

    /// Reads TZif bytes (version 2 or later: the 64-bit block and the footer).
    public init(identifier: String, tzif bytes: [UInt8]) throws(ZoneInfoError) {
        self.identifier = identifier
        var reader = TZifReader(bytes: bytes)
        guard let parsed = reader.parse() else { throw .unreadable(identifier) }
        transitions = parsed.transitions
        offsets = parsed.offsets
        initialOffset = parsed.initialOffset
        rule = parsed.footer.flatMap(PosixZoneRule.init(text:))
    }

    /// Seconds east of UTC at `seconds` since 1970.
    public func secondsFromUTC(at seconds: Int64) -> Int {
        if let last = transitions.last, seconds >= last, let rule { return rule.offset(at: seconds) }
        guard let first = transitions.first, seconds >= first else { return initialOffset }
        // The last transition at or before `seconds`.
        var low = 0
        var high = transitions.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if transitions[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        return offsets[low]
    }

    /// The zone this machine runs in: `$TZ` when it names a zone, else what `/etc/localtime`
    /// links to, else UTC.
    public static func system() -> ZoneInfo {
        var name = ProcessInfo.processInfo.environment["TZ"] ?? ""
        if name.hasPrefix(":") { name.removeFirst() }
        if name.isEmpty,
            let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/etc/localtime")
        {
            // `/usr/share/zoneinfo/Europe/Berlin` or `../usr/share/zoneinfo/Europe/Berlin`.
            let parts = target.split(separator: "/")
            if let folder = parts.lastIndex(of: "zoneinfo") {
                name = parts[(folder + 1)...].joined(separator: "/")
            }
        }
        return (try? ZoneInfo(identifier: name)) ?? utc
    }

    public static let utc = ZoneInfo(fixed: "UTC")

    private init(fixed identifier: String) {
        self.identifier = identifier
        transitions = []
        offsets = []
        initialOffset = 0
        rule = nil
    }
}

public enum ZoneInfoError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No zone by that name in the database (or a name the database cannot hold).
    case unknown(String)
    /// A file that is not TZif version 2 or later.
    case unreadable(String)

    public var description: String {
        switch self {
        case .unknown:
            "time zone: expected a name from the time-zone database, such as America/Denver or Europe/Berlin"
        case .unreadable: "time zone: the system's file for this zone is not a TZif file Outings reads"
        }
    }
}

/// The TZif layout (RFC 8536): a version 1 header and block, then a version 2+ header and block
/// with 64-bit times, then the footer's POSIX rule between newlines.
struct TZifReader {
    let bytes: [UInt8]
    var position = 0

    struct Parsed {
        var transitions: [Int64]
        var offsets: [Int]
        var initialOffset: Int
        var footer: String?
    }

    mutating func parse() -> Parsed? {
        guard let first = header(), first.version >= 2 else { return nil }
        // Skip the 32-bit block.
        position +=
            first.timeCount * 5 + first.typeCount * 6 + first.charCount + first.leapCount * 8
            + first.standardCount + first.utcCount
        guard let header = header() else { return nil }
        var transitions: [Int64] = []
        for _ in 0..<header.timeCount {
            guard let time = integer(8) else { return nil }
            transitions.append(time)
        }
        var indices: [Int] = []
        for _ in 0..<header.timeCount {
            guard let index = integer(1) else { return nil }
            indices.append(Int(index & 0xFF))
        }
        var typeOffsets: [Int] = []
        for _ in 0..<header.typeCount {
            guard let offset = integer(4), integer(2) != nil else { return nil }
            typeOffsets.append(Int(Int32(truncatingIfNeeded: offset)))
        }
        guard !typeOffsets.isEmpty, indices.allSatisfy({ $0 < typeOffsets.count }) else { return nil }
        position += header.charCount + header.leapCount * 12 + header.standardCount + header.utcCount
        guard position < bytes.count, bytes[position] == 0x0A else { return nil }
        let rest = bytes[(position + 1)...]
        let footer = rest.firstIndex(of: 0x0A).map { String(decoding: rest[..<$0], as: UTF8.self) }
        return Parsed(
            transitions: transitions, offsets: indices.map { typeOffsets[$0] }, initialOffset: typeOffsets[0],
            footer: footer?.isEmpty == false ? footer : nil)
    }

    struct Header {
        let version: Int
        let utcCount, standardCount, leapCount, timeCount, typeCount, charCount: Int
    }

    private mutating func header() -> Header? {
        guard position + 44 <= bytes.count, Array(bytes[position..<position + 4]) == Array("TZif".utf8) else {
            return nil
        }
        let versionByte = bytes[position + 4]
        let version = versionByte == 0 ? 1 : Int(versionByte) - Int(UInt8(ascii: "0"))
        position += 20
        var counts: [Int] = []
        for _ in 0..<6 {
            guard let count = integer(4), count >= 0, count < 1 << 20 else { return nil }
            counts.append(Int(count))
        }
        return Header(
            version: version, utcCount: counts[0], standardCount: counts[1], leapCount: counts[2],
            timeCount: counts[3], typeCount: counts[4], charCount: counts[5])
    }

    /// A big-endian signed integer of `size` bytes (1, 2, 4 or 8).
    private mutating func integer(_ size: Int) -> Int64? {
        guard position + size <= bytes.count else { return nil }
        var value: UInt64 = 0
        for byte in bytes[position..<position + size] { value = value << 8 | UInt64(byte) }
        position += size
        let shift = UInt64(64 - size * 8)
        return Int64(bitPattern: value << shift) >> Int64(shift)
    }
}

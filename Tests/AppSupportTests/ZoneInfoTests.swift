import Foundation
import Platform
import TestSupport
import Testing

/// The zone reader against Python's zoneinfo (an independent reader of the same system database),
/// hour by hour over years with transitions, and far past the files' last transition, where the
/// footer's POSIX rule decides.
@Suite struct ZoneInfoTests {
    @Test(arguments: [
        "America/Denver", "Europe/Berlin", "Australia/Sydney", "Asia/Tehran", "America/Nuuk",
        "Pacific/Chatham", "Asia/Kolkata", "UTC", "America/Sao_Paulo", "Europe/Dublin",
    ])
    func offsetsAreWhatPythonsZoneinfoSays(zone: String) throws {
        let instants = Self.starts.flatMap { start in
            stride(from: start, to: start + Self.span, by: Self.step)
        }
        let expected = try Self.pythonOffsets(zone: zone)
        #expect(expected.count == instants.count)
        let info = try ZoneInfo(identifier: zone)

        let mismatches = zip(instants, expected).filter { info.secondsFromUTC(at: Int64($0)) != $1 }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(3))")
    }

    @Test(arguments: [
        "", "Mars/Olympus", "../etc/passwd", "America/../Europe/Berlin", "/etc/localtime", "Europe//Berlin",
        "-x",
    ])
    func namesOutsideTheDatabaseAreRefused(name: String) {
        #expect(throws: ZoneInfoError.self) { try ZoneInfo(identifier: name) }
    }

    @Test func aFileThatIsNotTZifIsRefused() {
        #expect(throws: ZoneInfoError.unreadable("x")) {
            try ZoneInfo(identifier: "x", tzif: Array("TZif".utf8))
        }
        #expect(throws: ZoneInfoError.unreadable("x")) { try ZoneInfo(identifier: "x", tzif: []) }
    }

    /// Hours a few seconds apart over 400 days from each start, into 2100.
    static let starts = [1_600_000_000, 1_790_000_000, 2_200_000_000, 4_102_444_800]
    static let span = 400 * 86_400
    static let step = 3 * 3_600 + 7

    /// Python's offset at each of the same instants, which it counts out itself.
    private static func pythonOffsets(zone: String) throws -> [Int] {
        let script = """
            import sys, zoneinfo, datetime
            z = zoneinfo.ZoneInfo(sys.argv[1])
            for start in (\(starts.map(String.init).joined(separator: ", ")),):
                for t in range(start, start + \(span), \(step)):
                    print(int(datetime.datetime.fromtimestamp(t, tz=z).utcoffset().total_seconds()))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", script, zone]
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": FileManager.default.temporaryDirectory.path]
        let finished = try FinishedProcess(running: process)
        return String(decoding: finished.output, as: UTF8.self).split(separator: "\n").compactMap { Int($0) }
    }
}

import Foundation

/// Reads QR codes back with tools written apart from Outings: librsvg's `rsvg-convert` renders an
/// SVG to PNG, ZBar's `zbarimg` decodes an image (both in Scripts/install-deps).
public enum QRCodeReader {
    /// The text of the one code in `svg` (a document or an inline `<svg>` element).
    public static func decode(svg: String) throws -> String {
        let folder = try TemporaryFolder()
        let source = folder.path("code.svg")
        let image = folder.path("code.png")
        try Data(svg.utf8).write(to: URL(fileURLWithPath: source))
        let render = try run("/usr/bin/rsvg-convert", ["--background-color", "white", "-o", image, source])
        guard render.status == 0 else { throw Failed(description: "rsvg-convert: \(render.errorText)") }
        return try decode(image: image)
    }

    /// The text of the code drawn in Unicode half blocks (`outings members invite --qr`): each
    /// character is one module wide and two high, "█" both dark, "▀" the upper, "▄" the lower,
    /// anything else light; drawn 6 pixels a module into a PGM image.
    public static func decode(halfBlocks lines: [String]) throws -> String {
        let scale = 6
        let width = (lines.map(\.count).max() ?? 0) * scale
        var rows: [[UInt8]] = []
        for line in lines {
            var upper: [UInt8] = []
            var lower: [UInt8] = []
            for character in line {
                let (top, bottom): (Bool, Bool) =
                    switch character {
                    case "█": (true, true)
                    case "▀": (true, false)
                    case "▄": (false, true)
                    default: (false, false)
                    }
                upper += Array(repeating: top ? 0 : 255, count: scale)
                lower += Array(repeating: bottom ? 0 : 255, count: scale)
            }
            upper += Array(repeating: 255, count: width - upper.count)
            lower += Array(repeating: 255, count: width - lower.count)
            rows += Array(repeating: upper, count: scale) + Array(repeating: lower, count: scale)
        }
        let folder = try TemporaryFolder()
        let image = folder.path("code.pgm")
        let header = Data("P5\n\(width) \(rows.count)\n255\n".utf8)
        try (header + Data(rows.joined())).write(to: URL(fileURLWithPath: image))
        return try decode(image: image)
    }

    private static func decode(image: String) throws -> String {
        let read = try run("/usr/bin/zbarimg", ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", image])
        guard read.status == 0 else { throw Failed(description: "zbarimg found no code: \(read.errorText)") }
        return String(decoding: read.output, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> FinishedProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        return try FinishedProcess(running: process)
    }

    public struct Failed: Error, CustomStringConvertible {
        public let description: String
    }
}

extension FinishedProcess {
    fileprivate var errorText: String { String(decoding: errors, as: UTF8.self) }
}

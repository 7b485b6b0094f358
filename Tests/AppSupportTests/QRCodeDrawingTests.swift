import AppSupport
import PlatformQRCode
import TestSupport
import Testing

/// `QRCodeDrawing`: the SVG and the terminal lines of a code, read back by ZBar (after librsvg
/// renders the SVG), give the text they were made from.
struct QRCodeDrawingTests {
    static let links = [
        "http://192.168.1.20:8080/join/" + String(repeating: "Ab3_-", count: 8) + "xyz",
        "https://outings.example.org/family/join/q",
    ]

    @Test(arguments: links)
    func theSVGDecodesToTheText(link: String) throws {
        let svg = try QRCodeDrawing.svg(of: link, label: "QR code of the invitation link")
        #expect(try QRCodeReader.decode(svg: svg) == link)
    }

    @Test(arguments: links)
    func theTerminalLinesDecodeToTheText(link: String) throws {
        let lines = try QRCodeDrawing.terminalLines(of: link)
        #expect(try QRCodeReader.decode(halfBlocks: lines) == link)
    }

    @Test func theSVGIsAnImageWithItsLabelEscapedAndAQuietZone() throws {
        let svg = try QRCodeDrawing.svg(of: "https://o.example/join/t", label: "Rose's \"link\" <&>")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(#"role="img""#))
        #expect(svg.contains(#"aria-label="Rose's &quot;link&quot; &lt;&amp;&gt;""#))
        // Version 2 (25 modules) with 4 light modules each side: 33; no dark module in the zone.
        #expect(svg.contains(#"viewBox="0 0 33 33""#))
        let xs = svg.split(separator: "<rect x=\"").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(!xs.isEmpty && xs.allSatisfy { (4..<29).contains($0) })
    }

    @Test func theTerminalLinesKeepAQuietZoneOfLightModules() throws {
        let lines = try QRCodeDrawing.terminalLines(of: "https://o.example/join/t")
        // 33 modules wide; 33 rows, two to a line.
        #expect(lines.allSatisfy { $0.count == 33 })
        #expect(lines.count == 17)
        #expect(lines.prefix(2).allSatisfy { $0.allSatisfy { $0 == " " } })
        #expect(
            lines.allSatisfy {
                $0.prefix(4).allSatisfy { $0 == " " } && $0.suffix(4).allSatisfy { $0 == " " }
            })
    }

    /// The SVG's dark rectangles cover exactly the matrix's dark modules, each once, shifted by
    /// the quiet zone.
    @Test func theSVGDrawsEveryDarkModuleOnce() throws {
        let text = "https://outings.example.org/join/" + String(repeating: "x", count: 40)
        let matrix = try QRCode.matrix(for: text)
        let svg = try QRCodeDrawing.svg(of: text, label: "code")
        var drawn: [Int: Int] = [:]
        for rect in svg.split(separator: "<rect x=\"").dropFirst() {
            let numbers = rect.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            let (x, y, width) = (numbers[0], numbers[1], numbers[2])
            for column in x..<(x + width) { drawn[(y - 4) * matrix.size + column - 4, default: 0] += 1 }
        }
        let dark = matrix.modules.indices.filter { matrix.modules[$0] }
        #expect(Set(drawn.keys) == Set(dark))
        #expect(drawn.values.allSatisfy { $0 == 1 })
    }
}

import PlatformQRCode
import Testing

/// `QRCode.matrix` against the QR specification (ISO/IEC 18004): the version libqrencode picks
/// for a length at level M, and the patterns every code carries where the standard puts them.
struct QRCodeTests {
    /// Bytes and the side of the code that holds them: version N is 17 + 4N modules, and at level
    /// M in byte mode versions 1 to 4 hold 14, 26, 42 and 62 bytes.
    @Test(arguments: [
        (1, 21), (14, 21), (15, 25), (26, 25), (27, 29), (42, 29), (43, 33), (62, 33), (63, 37),
    ])
    func theSmallestVersionThatHoldsTheTextIsChosen(bytes: Int, side: Int) throws {
        let matrix = try QRCode.matrix(for: String(repeating: "a", count: bytes))
        #expect(matrix.size == side)
        #expect(matrix.modules.count == side * side)
    }

    @Test(arguments: ["https://outings.example.org/join/abc", "Grandma Rose"])
    func theFinderAndTimingPatternsAreWhereTheStandardPutsThem(text: String) throws {
        let matrix = try QRCode.matrix(for: text)
        let far = matrix.size - 7
        for (top, left) in [(0, 0), (0, far), (far, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    // A dark ring, a light ring, a dark 3x3 centre.
                    let ring = row == 0 || row == 6 || column == 0 || column == 6
                    let centre = (2...4).contains(row) && (2...4).contains(column)
                    #expect(matrix.isDark(row: top + row, column: left + column) == (ring || centre))
                }
            }
        }
        // The light separators beside the top-left finder.
        #expect(
            (0..<8).allSatisfy { !matrix.isDark(row: 7, column: $0) && !matrix.isDark(row: $0, column: 7) })
        // Row and column 6 between the finders alternate, dark on even indices.
        for index in 8..<(matrix.size - 8) {
            #expect(matrix.isDark(row: 6, column: index) == index.isMultiple(of: 2))
            #expect(matrix.isDark(row: index, column: 6) == index.isMultiple(of: 2))
        }
        // Outside the code: the quiet zone.
        #expect(!matrix.isDark(row: -1, column: 0) && !matrix.isDark(row: 0, column: matrix.size))
    }

    @Test func textWithANulIsRefused() {
        #expect(throws: QRCodeError.unencodable("text holds a NUL")) { try QRCode.matrix(for: "a\u{0}b") }
    }

    @Test func moreThanTheLargestCodeHoldsIsRefused() throws {
        // Version 40 at level M holds 2,331 bytes.
        #expect(throws: QRCodeError.self) { try QRCode.matrix(for: String(repeating: "a", count: 2_332)) }
        #expect(try QRCode.matrix(for: String(repeating: "a", count: 2_331)).size == 177)
    }
}

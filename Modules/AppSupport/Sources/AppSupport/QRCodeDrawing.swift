import PlatformQRCode

/// A QR code drawn for a page or a terminal, each with the quiet zone of 4 light modules around
/// it that scanners need, dark on light whatever the page's or terminal's colours.
public enum QRCodeDrawing {
    /// The quiet zone's width, in modules (the QR specification's minimum).
    public static let quietZone = 4

    /// The SVG of `text`'s code (`svg(_:label:pixels:)`).
    public static func svg(of text: String, label: String, pixels: Int = 240) throws -> String {
        svg(try matrix(text), label: label, pixels: pixels)
    }

    /// The terminal lines of `text`'s code (`terminalLines(_:)`).
    public static func terminalLines(of text: String) throws -> [String] {
        terminalLines(try matrix(text))
    }

    /// Loads libqrencode, or throws `AppError(.configuration)` saying how to install it: a
    /// command calls it before it changes anything it would then show as a code.
    public static func requireLibrary() throws {
        do {
            try QRCode.load()
        } catch {
            throw AppError(.configuration, error.description)
        }
    }

    /// `text`'s matrix; without libqrencode `AppError(.configuration)` (exit 78) saying how to
    /// install it, for text no code holds `AppError(.invalid)`.
    static func matrix(_ text: String) throws -> QRMatrix {
        do {
            return try QRCode.matrix(for: text)
        } catch {
            switch error {
            case .unavailable: throw AppError(.configuration, error.description)
            case .unencodable: throw AppError(.invalid, error.description)
            }
        }
    }

    /// Inline SVG: a light square, then one rectangle per run of dark modules in a row, crisp at
    /// any size; `role="img"` with `label` (escaped here) as what it shows. `pixels`: its width and
    /// height in CSS pixels.
    static func svg(_ matrix: QRMatrix, label: String, pixels: Int = 240) -> String {
        let side = matrix.size + 2 * quietZone
        var rects = ""
        for row in 0..<matrix.size {
            var column = 0
            while column < matrix.size {
                guard matrix.isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < matrix.size && matrix.isDark(row: row, column: column) { column += 1 }
                rects +=
                    "<rect x=\"\(start + quietZone)\" y=\"\(row + quietZone)\" width=\"\(column - start)\" height=\"1\"/>"
            }
        }
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" width="\(pixels)" height="\(pixels)" \
            role="img" aria-label="\(escaped(label))" shape-rendering="crispEdges">\
            <rect width="\(side)" height="\(side)" fill="#fff"/><g fill="#000">\(rects)</g></svg>
            """
    }

    /// Text lines of Unicode half blocks, two rows of modules to a line: "█" both dark, "▀" the
    /// upper, "▄" the lower, " " neither. Drawn in the text's colour on its background, so on a
    /// dark terminal the code is inverted: callers print the lines in black on white where they
    /// can (the CLI on a colour terminal), else as they are.
    static func terminalLines(_ matrix: QRMatrix) -> [String] {
        let range = -quietZone..<(matrix.size + quietZone)
        return stride(from: range.lowerBound, to: range.upperBound, by: 2).map { row in
            String(
                range.map { column -> Character in
                    switch (
                        matrix.isDark(row: row, column: column), matrix.isDark(row: row + 1, column: column)
                    ) {
                    case (true, true): "█"
                    case (true, false): "▀"
                    case (false, true): "▄"
                    case (false, false): " "
                    }
                })
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}

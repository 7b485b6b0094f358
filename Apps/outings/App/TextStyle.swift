import AppSupport

/// How a piece of output is emphasized on a colour terminal: names bold, ids dim, errors red.
package enum TextStyle: Sendable {
    case plain, bold, dim, red
    /// Black on bright white whatever the terminal's own colours: a QR code a camera reads.
    case darkOnLight

    /// The SGR sequence that starts the style; each styled piece ends with a full reset.
    var escape: String {
        switch self {
        case .plain: ""
        case .bold: "\u{1B}[1m"
        case .dim: "\u{1B}[2m"
        case .red: "\u{1B}[31m"
        case .darkOnLight: "\u{1B}[30;107m"
        }
    }
}

/// One piece of a line: text that is made terminal-safe when it is created, and its style. Made
/// safe first, so stored text can never carry its own escape sequences past the styling.
package struct Span: Sendable {
    package let text: String
    package let style: TextStyle

    package init(_ text: String, _ style: TextStyle = .plain) {
        self.text = TextSanitizer.terminalSafe(text)
        self.style = style
    }

    /// The display width of the text (CJK and emoji two columns, combining marks none).
    package var width: Int { DisplayWidth.of(text) }

    /// The text with its style's escapes when colour is on.
    package func rendered(color: Bool) -> String {
        color && style != .plain ? style.escape + text + "\u{1B}[0m" : text
    }
}

/// A line of output written as an interpolation, `"\(name, .bold)  id \(id, .dim)"`: every
/// interpolated and literal piece becomes a `Span`, so every piece is sanitized on its way in.
package struct StyledLine: ExpressibleByStringInterpolation, Sendable {
    package private(set) var spans: [Span] = []

    package init(spans: [Span]) { self.spans = spans }

    /// Unstyled text built elsewhere.
    package init(_ text: String) { spans = [Span(text)] }

    package init(stringLiteral value: String) { spans = [Span(value)] }

    package init(stringInterpolation: Interpolation) { spans = stringInterpolation.spans }

    package struct Interpolation: StringInterpolationProtocol {
        var spans: [Span] = []

        package init(literalCapacity: Int, interpolationCount: Int) {}

        package mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { spans.append(Span(literal)) }
        }

        package mutating func appendInterpolation(
            _ value: some CustomStringConvertible, _ style: TextStyle = .plain
        ) {
            spans.append(Span(value.description, style))
        }

        /// Another styled line inside this one, keeping its styles.
        package mutating func appendInterpolation(_ line: StyledLine) {
            spans += line.spans
        }
    }

    /// The line as it is written: with colour, each styled span in its escapes; without, exactly
    /// the sanitized text.
    package func rendered(color: Bool) -> String {
        spans.map { $0.rendered(color: color) }.joined()
    }
}

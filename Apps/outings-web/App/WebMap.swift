import Foundation
import Presentation

/// A `PhotoMapViewModel` as inline SVG: no tiles, no script, nothing fetched. Each dot is a link
/// to its photo's page named by the photo's title; the current photo is larger, ringed and
/// `aria-current`; a larger transparent circle around it is what a tap hits. The size comes from the stylesheet (`.map svg`: the page's width up to 360 px).
enum WebMap {
    /// Radii in drawing units; with their strokes they stay within `PhotoMapViewModel.margin`.
    static let dotRadius = 7
    static let currentRadius = 11
    /// The transparent circle under each dot that a finger taps: 48 units across, at least 44 CSS
    /// px on a 390 px wide phone.
    static let tapRadius = 24

    static func figure(_ map: PhotoMapViewModel) -> String {
        guard let bar = map.scaleBar, !map.isEmpty else {
            return "<section class=\"map\"><p class=\"map-empty\">\(HTML.text(map.caption))</p></section>"
        }
        let width = Int(PhotoMapViewModel.width)
        let height = Int(PhotoMapViewModel.height)
        var svg = """
            <svg viewBox="0 0 \(width) \(height)" width="\(width)" height="\(height)" role="group" \
            aria-labelledby="map-title"><title id="map-title">\(HTML.text(map.summary))</title>\
            <rect class="map-plot" x="0" y="0" width="\(width)" height="\(Int(PhotoMapViewModel.plotHeight))"/>
            """
        svg += map.dots.map(dot).joined(separator: "\n")
        svg += "\n" + scaleBar(bar) + "</svg>"
        var figure = "<figure class=\"map\"><figcaption>\(HTML.text(map.caption))</figcaption>\n\(svg)"
        if let note = map.ungeotaggedNote { figure += "\n<p class=\"map-note\">\(HTML.text(note))</p>" }
        return figure + "</figure>"
    }

    private static func dot(_ dot: PhotoMapViewModel.Dot) -> String {
        let title = HTML.text(dot.title)
        let current = dot.isCurrent ? " aria-current=\"page\"" : ""
        guard dot.kind != .point else {
            return """
                <g role="img" aria-label="\(title)"><circle class="map-dot current" cx="\(number(dot.x))" \
                cy="\(number(dot.y))" r="\(currentRadius)"/><title>\(title)</title></g>
                """
        }
        return """
            <a href="/\(dot.kind == .attraction ? "attractions" : "photos")/\(HTML.pathSegment(dot.photoID))" aria-label="\(title)"\(current)>\
            <circle class="\(dot.isCurrent ? "map-dot current" : "map-dot")" cx="\(number(dot.x))" \
            cy="\(number(dot.y))" r="\(dot.isCurrent ? currentRadius : dotRadius)"/>\
            <circle class="map-hit" cx="\(number(dot.x))" cy="\(number(dot.y))" r="\(tapRadius)"/><title>\(title)</title></a>
            """
    }

    /// A line with end ticks under the plot's left margin, its length written after it.
    private static func scaleBar(_ bar: PhotoMapViewModel.ScaleBar) -> String {
        let left = PhotoMapViewModel.margin
        let right = left + bar.length
        let y = (PhotoMapViewModel.plotHeight + PhotoMapViewModel.height) / 2
        let (x1, x2, top, bottom) = (number(left), number(right), number(y - 5), number(y + 5))
        return """
            <g class="map-scale"><path d="M\(x1) \(top)V\(bottom)H\(x2)V\(top)"/>\
            <text x="\(number(right + 8))" y="\(number(y + 5))">\(HTML.text(bar.label))</text></g>
            """
    }

    /// Two decimals: enough for a 360-unit drawing.
    private static func number(_ value: Double) -> String { String(format: "%.2f", value) }
}

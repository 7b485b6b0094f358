import Domain

/// Draws a list of attractions (a filter's results) on the same map as a place's photos: each
/// attraction with a location a dot linking to its page, with a round scale bar; the one whose id
/// is `current` (an attraction's own page, "Where it is") marked.
public enum AttractionMapPresenter {
    /// Where `location` lands, marked, for a form that has it typed: the one point, no link.
    public static func point(_ location: GeoCoordinate, named name: String) -> PhotoMapViewModel {
        map(
            of: [Attraction(id: "", name: name.isEmpty ? "The location typed" : name, location: location)],
            current: "")
    }

    public static func map(of attractions: [Attraction], current: String? = nil) -> PhotoMapViewModel {
        let located = attractions.compactMap { attraction in attraction.location.map { (attraction, $0) } }
        let left = attractions.count - located.count
        guard let projection = MapProjection(located.map(\.1)) else {
            let caption =
                attractions.isEmpty ? "No attraction to show." : "None of these attractions has a location."
            return PhotoMapViewModel(
                caption: caption, summary: caption, dots: [], scaleBar: nil, ungeotaggedCount: left,
                ungeotaggedNote: nil)
        }
        let dots = located.map { attraction, location in
            let (x, y) = projection.project(location)
            var dot = PhotoMapViewModel.Dot(
                photoID: attraction.id, title: attraction.name, x: x, y: y,
                isCurrent: attraction.id == current)
            dot.kind = attraction.id.isEmpty ? .point : .attraction
            return dot
        }
        let bar = PhotoMapPresenter.scaleBar(metresPerUnit: projection.metresPerUnit)
        let shown = dots.count == 1 ? "1 attraction" : "\(dots.count) attractions"
        return PhotoMapViewModel(
            caption: current == nil ? "Where these attractions are" : "Where it is",
            summary: "Map of \(shown); the scale bar is \(bar.label).",
            dots: dots, scaleBar: bar, ungeotaggedCount: left,
            ungeotaggedNote: left == 0
                ? nil
                : left == 1
                    ? "1 attraction has no location, so it is not on the map."
                    : "\(left) attractions have no location, so they are not on the map.")
    }
}

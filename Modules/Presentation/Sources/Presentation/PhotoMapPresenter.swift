import Domain

/// Draws a place's photos as a `PhotoMapViewModel`: each geotagged photo a dot, the current one
/// (a photo's page) marked and drawn last, a round scale bar, and a word on those left off.
public enum PhotoMapPresenter {
    /// The scale bar is at most this share of the width.
    static let scaleBarShare = 1.0 / 3

    /// `photos` of the place titled `placeTitle` (nil: the catalog does not know it); `current`
    /// is added when it is not among them.
    public static func map(of photos: [Photo], current: Photo? = nil, placeTitle: String?)
        -> PhotoMapViewModel
    {
        var all = photos
        if let current, !photos.contains(where: { $0.id == current.id }) { all.append(current) }
        let place = placeTitle ?? "this place"
        let located = all.compactMap { photo in photo.position.map { (photo, $0) } }
        let left = all.count - located.count
        guard let projection = MapProjection(located.map(\.1)) else {
            let caption =
                all.count == 1 && current != nil
                ? "This photo is not geotagged." : "No photo of \(place) is geotagged."
            return PhotoMapViewModel(
                caption: caption, summary: caption, dots: [], scaleBar: nil, ungeotaggedCount: left,
                ungeotaggedNote: nil)
        }
        let dots = located.map { photo, position in
            let (x, y) = projection.project(position)
            return PhotoMapViewModel.Dot(
                photoID: photo.id, title: photo.displayTitle, x: x, y: y, isCurrent: photo.id == current?.id)
        }
        let bar = scaleBar(metresPerUnit: projection.metresPerUnit)
        let shown = dots.count == 1 ? "1 photo" : "\(dots.count) photos"
        return PhotoMapViewModel(
            caption: caption(
                current: current, isShown: dots.contains(where: \.isCurrent), isAlone: all.count == 1,
                place: place),
            summary: "Map of \(shown) of \(place); the scale bar is \(bar.label).",
            dots: dots.filter { !$0.isCurrent } + dots.filter(\.isCurrent), scaleBar: bar,
            ungeotaggedCount: left,
            ungeotaggedNote: left == 0
                ? nil
                : left == 1
                    ? "1 photo is not geotagged, so it is not on the map."
                    : "\(left) photos are not geotagged, so they are not on the map.")
    }

    private static func caption(current: Photo?, isShown: Bool, isAlone: Bool, place: String) -> String {
        guard current != nil else { return "Where these photos were taken" }
        if isAlone { return "Where this photo was taken" }
        return isShown
            ? "Where this photo (the larger dot) and the other photos of \(place) were taken"
            : "This photo is not geotagged; where the other photos of \(place) were taken"
    }

    /// The longest round length (1, 2 or 5 × 10^n metres) whose bar fits `scaleBarShare` of the width.
    static func scaleBar(metresPerUnit: Double) -> PhotoMapViewModel.ScaleBar {
        let most = PhotoMapViewModel.width * scaleBarShare * metresPerUnit
        var power = 1.0
        while power * 10 <= most { power *= 10 }
        while power > most, power > 1e-3 { power /= 10 }
        let metres = [5, 2, 1].map { $0 * power }.first { $0 <= most } ?? power
        return PhotoMapViewModel.ScaleBar(
            length: metres / metresPerUnit, metres: metres, label: DistanceText.text(metres: metres))
    }
}

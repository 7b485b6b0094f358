import Domain

extension PhotosNear {
    /// For each point, the nearest geotagged photo at most `within` metres from it that `keeps`
    /// accepts (asked nearest first, equal distances by photo id), by the point's key; a point
    /// without one has no entry. The catalog is read once, whatever the number of points, and
    /// each point measures only the photos in its band of latitude.
    public func nearest(
        to points: [(key: String, point: GeoCoordinate)], within: Double, where keeps: (Photo) -> Bool
    ) throws -> [String: Photo] {
        guard !points.isEmpty else { return [:] }
        let located = try catalog.allPhotos().compactMap { photo in photo.position.map { (photo, $0) } }
            .sorted { $0.1.latitude < $1.1.latitude }
        // A degree of latitude is at least 110.5 km anywhere; the band is a little wider than needed.
        let band = within / 110_000
        var found: [String: Photo] = [:]
        for (key, point) in points {
            var index = Self.firstIndex(in: located, atLeast: point.latitude - band)
            var candidates: [(photo: Photo, distance: Double)] = []
            while index < located.count, located[index].1.latitude <= point.latitude + band {
                let distance = point.distance(to: located[index].1)
                if distance <= within { candidates.append((located[index].0, distance)) }
                index += 1
            }
            candidates.sort {
                $0.distance == $1.distance ? $0.photo.id < $1.photo.id : $0.distance < $1.distance
            }
            if let photo = candidates.first(where: { keeps($0.photo) })?.photo { found[key] = photo }
        }
        return found
    }

    /// The first index whose latitude is at least `latitude` (binary search).
    private static func firstIndex(in located: [(Photo, GeoCoordinate)], atLeast latitude: Double) -> Int {
        var low = 0
        var high = located.count
        while low < high {
            let middle = (low + high) / 2
            if located[middle].1.latitude < latitude { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

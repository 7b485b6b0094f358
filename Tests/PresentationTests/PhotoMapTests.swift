import Domain
import Presentation
import Testing

/// The map's projection against points worked out by hand: the plot is 360 × 240 units with a
/// 16-unit margin (inner 328 × 208, centre (180, 120)); one degree of latitude is 111,195.08 m on
/// the mean Earth radius; the box is at least 500 m a side.
@Suite struct PhotoMapTests {
    private func photo(_ id: String, _ latitude: Double?, _ longitude: Double?, title: String = "")
        -> Photo
    {
        Photo(id: id, title: title.isEmpty ? "Photo \(id)" : title, latitude: latitude, longitude: longitude)
    }

    private func points(_ map: PhotoMapViewModel) -> [String: (x: Double, y: Double)] {
        Dictionary(uniqueKeysWithValues: map.dots.map { ($0.photoID, ($0.x, $0.y)) })
    }

    private func expectPoint(
        _ map: PhotoMapViewModel, _ id: String, x: Double, y: Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let point = points(map)[id]
        #expect(point != nil, "no dot for \(id)", sourceLocation: sourceLocation)
        guard let point else { return }
        #expect(
            abs(point.x - x) < 0.001, "x of \(id): \(point.x), expected \(x)", sourceLocation: sourceLocation)
        #expect(
            abs(point.y - y) < 0.001, "y of \(id): \(point.y), expected \(y)", sourceLocation: sourceLocation)
    }

    @Test func photosAlongTheEquatorFillTheWidthAtTheirMiddleHeight() {
        // 10 degrees wide, 0 high: 328 / 10 = 32.8 units per degree.
        let map = PhotoMapPresenter.map(of: [photo("w", 0, 0), photo("e", 0, 10)], placeTitle: "Line")
        expectPoint(map, "w", x: 16, y: 120)
        expectPoint(map, "e", x: 344, y: 120)
        // 111,195.08 / 32.8 = 3,390.09 m a unit; a third of 360 units is 406.8 km: the bar is 200 km.
        #expect(map.scaleBar?.metres == 200_000)
        #expect(map.scaleBar?.label == "200 km")
        #expect(abs((map.scaleBar?.length ?? 0) - 58.9954) < 0.001)
    }

    @Test func longitudesAreShortenedByTheCosineOfTheMiddleLatitude() {
        // Middle latitude 60.5: cos = 0.4924236. 2 degrees of longitude are 0.98485 degrees of
        // latitude, 1 of latitude is higher: 208 units per degree.
        let map = PhotoMapPresenter.map(of: [photo("sw", 60, 0), photo("ne", 61, 2)], placeTitle: "P")
        expectPoint(map, "sw", x: 180 - 0.4924236 * 208, y: 224)
        expectPoint(map, "ne", x: 180 + 0.4924236 * 208, y: 16)
    }

    @Test func photosAcrossTheAntimeridianTakeTheShorterWayRound() {
        // 179 E to 179 W is 2 degrees through 180, not 358 through 0.
        let map = PhotoMapPresenter.map(of: [photo("west", 0, 179), photo("east", 0, -179)], placeTitle: "P")
        expectPoint(map, "west", x: 16, y: 120)
        expectPoint(map, "east", x: 344, y: 120)
        // 100 E and 100 W: 160 degrees through 180 beat 200 through 0.
        let wide = PhotoMapPresenter.map(of: [photo("a", 0, 100), photo("b", 0, -100)], placeTitle: "P")
        expectPoint(wide, "a", x: 16, y: 120)
        expectPoint(wide, "b", x: 344, y: 120)
        // Without crossing, the box stays the usual one.
        let usual = PhotoMapPresenter.map(of: [photo("a", 0, -80), photo("b", 0, 80)], placeTitle: "P")
        expectPoint(usual, "a", x: 16, y: 120)
        expectPoint(usual, "b", x: 344, y: 120)
    }

    @Test func onePhotoSitsInTheMiddleOfA500MetreBox() {
        let map = PhotoMapPresenter.map(of: [photo("one", 40.5853, -105.0844)], placeTitle: "Fort Collins")
        expectPoint(map, "one", x: 180, y: 120)
        // 500 m over 208 units: 2.4038 m a unit; a third of the width is 288 m: the bar is 200 m.
        #expect(map.scaleBar?.label == "200 m")
        #expect(abs((map.scaleBar?.length ?? 0) - 83.2) < 0.001)
    }

    @Test func photosAtOnePointAllSitInTheMiddle() {
        let same = (1...3).map { photo("\($0)", -33.8568, 151.2153) }
        let map = PhotoMapPresenter.map(of: same, placeTitle: "Sydney")
        for id in ["1", "2", "3"] { expectPoint(map, id, x: 180, y: 120) }
    }

    @Test func theBoxStopsAtThePoles() {
        expectPoint(PhotoMapPresenter.map(of: [photo("n", 90, 0)], placeTitle: "P"), "n", x: 180, y: 16)
        expectPoint(PhotoMapPresenter.map(of: [photo("s", -90, 45)], placeTitle: "P"), "s", x: 180, y: 224)
        // 0.001 degrees below the pole, at 46,257.3 units per degree (208 units for 500 m).
        expectPoint(
            PhotoMapPresenter.map(of: [photo("near", 89.999, 10)], placeTitle: "P"), "near", x: 180,
            y: 62.2572)
    }

    @Test func everyDotStaysInsideThePlotsMargins() {
        var seed: UInt64 = 42
        func next(_ range: ClosedRange<Double>) -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Double(seed >> 11) / Double(1 << 53)
                * (range.upperBound - range.lowerBound)
        }
        for round in 0..<200 {
            let centre = (next(-90...90), next(-180...180))
            let spread = [0.0001, 0.01, 1, 30, 180][round % 5]
            let photos = (0..<(1 + round % 7)).map { index in
                photo(
                    "\(index)", min(90, max(-90, centre.0 + next(-spread...spread))),
                    (centre.1 + next(-spread...spread) + 540).truncatingRemainder(dividingBy: 360) - 180)
            }
            for dot in PhotoMapPresenter.map(of: photos, placeTitle: "P").dots {
                #expect((16 - 1e-9...344 + 1e-9).contains(dot.x), "round \(round): x \(dot.x)")
                #expect((16 - 1e-9...224 + 1e-9).contains(dot.y), "round \(round): y \(dot.y)")
            }
        }
    }

    @Test func theCurrentPhotoIsMarkedAndDrawnLast() {
        let current = photo("c", 1, 1, title: "Here")
        let map = PhotoMapPresenter.map(
            of: [photo("a", 0, 0), current, photo("b", 2, 2)], current: current, placeTitle: "Park")
        #expect(map.dots.map(\.photoID) == ["a", "b", "c"])
        #expect(map.dots.map(\.isCurrent) == [false, false, true])
        #expect(map.dots.last?.title == "Here")
        #expect(map.caption == "Where this photo (the larger dot) and the other photos of Park were taken")
        // A photo not among its place's list is still on its own page's map.
        let alone = PhotoMapPresenter.map(of: [photo("a", 0, 0)], current: current, placeTitle: "Park")
        #expect(alone.dots.map(\.photoID) == ["a", "c"])
    }

    @Test func photosWithoutGeoAreCountedAndLeftOff() {
        let map = PhotoMapPresenter.map(
            of: [photo("a", 0, 0), photo("b", nil, nil), photo("c", 1, nil), photo("d", 95, 0)],
            placeTitle: "Park")
        #expect(map.dots.map(\.photoID) == ["a"])
        #expect(map.ungeotaggedCount == 3)
        #expect(map.ungeotaggedNote == "3 photos are not geotagged, so they are not on the map.")
        #expect(map.caption == "Where these photos were taken")
        #expect(map.summary == "Map of 1 photo of Park; the scale bar is 200 m.")
    }

    @Test func noGeotaggedPhotoSaysSo() {
        let map = PhotoMapPresenter.map(of: [photo("a", nil, nil)], placeTitle: "Old Town")
        #expect(map.isEmpty)
        #expect(map.scaleBar == nil)
        #expect(map.caption == "No photo of Old Town is geotagged.")
        let unknown = PhotoMapPresenter.map(of: [], placeTitle: nil)
        #expect(unknown.caption == "No photo of this place is geotagged.")
    }
}

import Presentation
import Testing

@Suite struct DistanceTextTests {
    @Test(arguments: [
        (0.0, "0 m"), (-5, "0 m"), (Double.nan, "0 m"), (0.4, "0 m"), (7.6, "8 m"), (99.4, "99 m"),
        (99.6, "100 m"), (404, "400 m"), (994, "990 m"), (996, "1.0 km"), (2_449, "2.4 km"),
        (9_949, "9.9 km"), (9_951, "10 km"), (12_499, "12 km"), (20_015_087, "20,015 km"),
        (1_000_000, "1,000 km"),
    ])
    func distancesReadAsPeopleSayThem(metres: Double, expected: String) {
        #expect(DistanceText.text(metres: metres) == expected)
    }
}

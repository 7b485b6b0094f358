import Presentation
import Testing

struct DurationTextTests {
    @Test(
        arguments: [
            (-5, "less than a minute"), (Double.nan, "less than a minute"), (0, "less than a minute"),
            (59.9, "less than a minute"), (60, "1 minute"),
            (3_599, "59 minutes"), (3_600, "1 hour"), (5_400, "1 hour 30 minutes"), (43_200, "12 hours"),
            (86_400, "1 day"), (129_600, "1 day 12 hours"), (259_259, "3 days"), (604_800, "7 days"),
            (871_200, "10 days"), (1e30, "106751991167300 days"),
        ] as [(Double, String)])
    func saysTheLargestUnitAndBelowTenTheNext(seconds: Double, text: String) {
        #expect(DurationText.text(seconds: seconds) == text)
    }
}

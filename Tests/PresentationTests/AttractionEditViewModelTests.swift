import Presentation
import Testing
import UseCases

struct AttractionEditViewModelTests {
    @Test(arguments: [
        (Int64(0), "1970-01-01"), (Int64(951_782_400), "2000-02-29"), (Int64(1_796_350_470), "2026-12-04"),
        (Int64(-1), "1969-12-31"), (Int64(4_107_542_399), "2100-02-28"),
    ])
    func datesAreTheUTCDay(seconds: Int64, day: String) {
        #expect(
            AttractionEditViewModel(AttractionEdit(memberID: "m", at: seconds), memberName: "Ada").text
                == "edited by Ada on \(day)")
    }

    @Test func aChangeByNoMemberSaysOnlyWhen() {
        #expect(
            AttractionEditViewModel(AttractionEdit(memberID: nil, at: 0), memberName: nil).text
                == "edited on 1970-01-01")
    }
}

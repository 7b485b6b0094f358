import Presentation
import Testing
import UseCases

/// The edit line on the guide's clock (`MomentTextTests`' zone and now: 08:00 on 7 Dec 2026 there).
struct AttractionEditViewModelTests {
    let words = MomentText(
        zone: LocalTimeConverter(zone: MomentTextTests.SevenBehind()), now: MomentTextTests.now)

    @Test(arguments: [
        (Int64(1_796_677_500), "edited by Ada today 14:05"), (1_796_626_740, "edited by Ada yesterday 23:59"),
        (1_796_299_200, "edited by Ada on 3 Dec"), (1_764_763_200, "edited by Ada on 3 Dec 2025"),
        (0, "edited by Ada on 31 Dec 1969"),
    ])
    func theDayIsInWordsWithTheTimeWhenNear(seconds: Int64, text: String) {
        #expect(
            AttractionEditViewModel(
                AttractionEdit(memberID: "m", at: seconds), memberName: "Ada", words: words
            ).text == text)
    }

    @Test func aChangeByNoMemberSaysOnlyWhen() {
        #expect(
            AttractionEditViewModel(
                AttractionEdit(memberID: nil, at: 1_764_763_200), memberName: nil, words: words
            )
            .text == "edited on 3 Dec 2025")
    }
}

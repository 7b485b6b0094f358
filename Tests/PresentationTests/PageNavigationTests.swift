import Domain
import Presentation
import Testing
import UseCases

struct PageNavigationTests {
    private func page(_ number: Int, of total: Int) throws -> PageNavigationViewModel {
        let photos = (0..<total).map { Photo(id: "\($0)") }
        return PageNavigationViewModel(try #require(PhotoPage.of(photos, number: number)))
    }

    @Test func theSummaryCountsThePhotosOnThisPageAmongAll() throws {
        #expect(try page(2, of: 200).summary == "Photos 31-60 of 200")
        #expect(try page(7, of: 200).summary == "Photos 181-200 of 200")
        #expect(try page(1, of: 0).summary == "")
    }

    @Test func onePageNeedsNoLinks() throws {
        let only = try page(1, of: 30)
        #expect(only.items.isEmpty && only.previous == nil && only.next == nil)
        #expect(only.summary == "Photos 1-30 of 30")
    }

    @Test func linksGoToTheEndsAndTwoPagesEitherSideWithGapsBetween() throws {
        let middle = try page(10, of: 600)
        #expect(middle.previous == 9 && middle.next == 11)
        #expect(
            middle.items == [
                .page(1, isCurrent: false), .gap, .page(8, isCurrent: false), .page(9, isCurrent: false),
                .page(10, isCurrent: true), .page(11, isCurrent: false), .page(12, isCurrent: false), .gap,
                .page(20, isCurrent: false),
            ])
        let start = try page(1, of: 100)
        #expect(start.previous == nil && start.next == 2)
        #expect(start.items == (1...4).map { .page($0, isCurrent: $0 == 1) })
        let nearStart = try page(4, of: 600)
        #expect(nearStart.items.prefix(6) == (1...6).map { .page($0, isCurrent: $0 == 4) }[...])
        #expect(nearStart.items.suffix(2) == [.gap, .page(20, isCurrent: false)])
    }

    @Test func reuseSaysHowManyOfThePlacesPhotosItKeptAndMarksItsChoice() throws {
        let photos = (0..<40).map { Photo(id: "\($0)", license: $0 < 12 ? "4" : "0") }
        let kept = Array(photos.prefix(12))
        let reusable = try #require(PhotoPage.of(kept, number: 1, licences: .reuse, placeTotal: 40))
        let navigation = PageNavigationViewModel(reusable)
        #expect(navigation.licenceCount == "12 of 40 photos are free to reuse")
        #expect(navigation.summary == "Photos 1-12 of 12")
        #expect(navigation.choices.map(\.label) == ["All licences", "Free to reuse"])
        #expect(navigation.choices.map(\.isCurrent) == [false, true])
        let one = try #require(PhotoPage.of([kept[0]], number: 1, licences: .reuse, placeTotal: 1))
        #expect(PageNavigationViewModel(one).licenceCount == "1 of 1 photo is free to reuse")
        #expect(
            try page(1, of: 40).licenceCount == ""
                && page(1, of: 40).choices.map(\.isCurrent) == [true, false])
        #expect(try page(1, of: 0).choices.isEmpty)
    }
}

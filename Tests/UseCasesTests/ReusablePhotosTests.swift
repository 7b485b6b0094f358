import Domain
import Testing
import UseCases

/// `places photos --license` and the web's `?license=reuse`: only photos whose licence permits
/// reuse, newest first, up to the limit of them.
struct ReusablePhotosTests {
    @Test func onlyCreativeCommonsAndPublicDomainLicencesAreKept() throws {
        let store = PhotoStoreSpy()
        let licences: [String?] = [
            "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "99", nil, "",
        ]
        store.storedPhotos = licences.enumerated().map { index, licence in
            Photo(id: "l\(licence ?? "none")", placeID: "p", license: licence, dateUpload: 1_000 - index)
        }

        let kept = try BrowsePlaces(catalog: store).photos(inPlace: "p", limit: 50, reuseOnly: true).map(\.id)

        #expect(kept == ["l1", "l2", "l3", "l4", "l5", "l6", "l7", "l8", "l9", "l10"])
    }

    @Test func theLimitCountsTheKeptPhotosNotTheOnesReadPast() throws {
        let store = PhotoStoreSpy()
        store.storedPhotos = (0..<10).map { index in
            Photo(id: "\(index)", placeID: "p", license: index < 6 ? "0" : "4", dateUpload: 100 - index)
        }

        let kept = try BrowsePlaces(catalog: store).photos(inPlace: "p", limit: 3, reuseOnly: true).map(\.id)

        #expect(kept == ["6", "7", "8"])
        #expect(try BrowsePlaces(catalog: store).photos(inPlace: "p", limit: 3).map(\.id) == ["0", "1", "2"])
    }
}

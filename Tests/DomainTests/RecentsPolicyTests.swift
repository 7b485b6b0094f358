import Domain
import Testing

struct RecentsPolicyTests {
    private func photos(_ ids: [Int]) -> [Photo] {
        ids.map { Photo(id: String($0), title: "photo \($0)") }
    }

    @Test func recording_insertsANewPhotoFirst() {
        let result = RecentsPolicy().recording(Photo(id: "9"), in: photos([1, 2]))

        #expect(result.map(\.id) == ["9", "1", "2"])
    }

    @Test func recording_movesAnExistingPhotoToTheFrontWithoutDuplicating() {
        let result = RecentsPolicy().recording(Photo(id: "3", title: "newer"), in: photos([1, 2, 3, 4]))

        #expect(result.map(\.id) == ["3", "1", "2", "4"])
        #expect(result.first?.title == "newer")
    }

    @Test func recording_keepsAtMostTheDefaultLimitOfTwenty() {
        let full = photos(Array(1...20))

        let result = RecentsPolicy().recording(Photo(id: "21"), in: full)

        #expect(RecentsPolicy.defaultLimit == 20)
        #expect(result.count == 20)
        #expect(result.first?.id == "21")
        #expect(result.last?.id == "19")
    }

    @Test(arguments: [0, 1, 3])
    func recording_honoursAnyLimit(limit: Int) {
        let result = RecentsPolicy(limit: limit).recording(Photo(id: "new"), in: photos([1, 2, 3, 4]))

        #expect(result.count == limit)
        #expect(result.first?.id == (limit > 0 ? "new" : nil))
    }

    @Test func showingTwentyFivePhotosLeavesTheLastTwentyNewestFirst() {
        let policy = RecentsPolicy()
        let recents = photos(Array(1...25)).reduce([Photo]()) { policy.recording($1, in: $0) }

        #expect(recents.map(\.id) == (6...25).reversed().map(String.init))
    }
}

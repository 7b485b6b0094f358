import Domain
import Testing
import UseCases

struct ManageAttractionsTests {
    @Test func find_reportsAnUnknownIDAsNotFound() {
        let store = AttractionStoreSpy()

        #expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try ManageAttractions(store: store).find(id: "x")
        }
    }

    @Test func move_movesThenReturnsTheAttractionAtItsNewPlace() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a", name: "A", position: 2)]

        let moved = try ManageAttractions(store: store).move(id: "a", to: 2)

        #expect(store.messages == [.move("a", 2), .find("a")])
        #expect(moved.position == 2)
    }

    @Test func newDraft_isABlankAttractionWithAnIDFromTheInjectedSource() {
        let ids = ["first", "second"]
        let counter = Counter()
        let manage = ManageAttractions(store: AttractionStoreSpy()) { ids[counter.next() % ids.count] }

        let drafts = [manage.newDraft(), manage.newDraft()]

        #expect(drafts == [Attraction(id: "first", name: ""), Attraction(id: "second", name: "")])
        #expect(drafts.allSatisfy { $0.version == 0 })
    }

    @Test func newDraft_byDefaultGivesEveryDraftADifferentID() {
        let manage = ManageAttractions(store: AttractionStoreSpy())

        let ids = (0..<100).map { _ in manage.newDraft().id }

        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() })
    }
}

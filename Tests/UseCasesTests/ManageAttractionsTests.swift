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
}

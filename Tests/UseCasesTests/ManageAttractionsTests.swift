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
        store.stored = [
            Attraction(id: "a", name: "A", position: 1), Attraction(id: "b", name: "B", position: 2),
            Attraction(id: "c", name: "C", position: 3),
        ]

        let moved = try ManageAttractions(store: store).move(id: "a", to: 3)

        #expect(store.messages == [.move("a", 3), .find("a")])
        #expect(moved.id == "a")
        #expect(moved.position == 3)
    }
}

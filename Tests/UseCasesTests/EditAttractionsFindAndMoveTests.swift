import Domain
import Testing
import UseCases

struct EditAttractionsFindAndMoveTests {
    @Test func find_reportsAnUnknownIDAsNotFound() {
        let store = AttractionStoreSpy()

        #expect(throws: StoreError.notFound(kind: "attraction", id: "x")) {
            try EditAttractions(store: store).find(id: "x")
        }
    }

    @Test func move_movesThenReturnsTheAttractionAtItsNewPlace() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "a", name: "A", position: 1), Attraction(id: "b", name: "B", position: 2),
            Attraction(id: "c", name: "C", position: 3),
        ]

        let moved = try EditAttractions(store: store).move(id: "a", to: 3)

        #expect(store.messages == [.move("a", 3)])
        #expect(moved.id == "a")
        #expect(moved.position == 3)
    }

    @Test func findResolving_anExactIdIsOneReadOfTheStore() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "6f1d0000", name: "Zoo", position: 1)]

        let found = try EditAttractions(store: store).find(resolving: "6f1d0000")

        #expect(store.messages == [.find("6f1d0000")])
        #expect(found.name == "Zoo")
    }

    @Test func findResolving_aPrefixIsLookedUpAfterTheExactIdMisses() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "6f1d0000", name: "Zoo", position: 1),
            Attraction(id: "a2", name: "Farm", position: 2),
        ]

        let found = try EditAttractions(store: store).find(resolving: "6F1")

        #expect(store.messages == [.find("6F1"), .walk])
        #expect(found.name == "Zoo")
    }

    @Test func moveResolving_anExactIdIsMovedWithoutALookupFirst() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "a1", name: "A", position: 1), Attraction(id: "b2", name: "B", position: 2),
        ]

        let moved = try EditAttractions(store: store).move(resolving: "a1", to: 2)

        #expect(store.messages == [.move("a1", 2)])
        #expect(moved.id == "a1")
        #expect(moved.position == 2)
    }

    @Test func moveResolving_aPrefixIsResolvedWhenTheExactIdIsUnknown() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "a1", name: "A", position: 1), Attraction(id: "b2", name: "B", position: 2),
        ]

        let moved = try EditAttractions(store: store).move(resolving: "B", to: 1)

        #expect(store.messages == [.move("B", 1), .walk, .move("b2", 1)])
        #expect(moved.id == "b2")
        #expect(moved.position == 1)
    }

    @Test func forEachAttraction_handsOverTheStoreWalkInOrderWithoutLoadingTheList() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "b", name: "B", position: 1), Attraction(id: "a", name: "A", position: 2),
        ]
        var seen: [String] = []

        try EditAttractions(store: store).forEachAttraction { seen.append($0.id) }

        #expect(seen == ["b", "a"])
        #expect(store.messages == [.walk])
    }

    @Test func findResolving_byPrefixWalksTheStoreInsteadOfLoadingIt() throws {
        let store = AttractionStoreSpy()
        store.stored = [
            Attraction(id: "6f1d0000", name: "A", position: 1),
            Attraction(id: "7abc", name: "B", position: 2),
        ]

        #expect(try EditAttractions(store: store).find(resolving: "6F1").id == "6f1d0000")
        #expect(store.messages == [.find("6F1"), .walk])
    }

    @Test func newDraft_isABlankAttractionWithAnIDFromTheInjectedSource() {
        let ids = ["first", "second"]
        let counter = Counter()
        let manage = EditAttractions(store: AttractionStoreSpy()) { ids[counter.next() % ids.count] }

        let drafts = [manage.newDraft(), manage.newDraft()]

        #expect(drafts == [Attraction(id: "first", name: ""), Attraction(id: "second", name: "")])
        #expect(drafts.allSatisfy { $0.version == 0 })
    }

    @Test func newDraft_byDefaultGivesEveryDraftADifferentID() {
        let manage = EditAttractions(store: AttractionStoreSpy())

        let ids = (0..<100).map { _ in manage.newDraft().id }

        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { !$0.isEmpty && $0 == $0.lowercased() })
    }
}

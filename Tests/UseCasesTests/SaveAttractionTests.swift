import Domain
import Testing
import UseCases

struct SaveAttractionTests {
    @Test func aDraftThatWasNeverSavedIsAdded() throws {
        let store = AttractionStoreSpy()
        let draft = Attraction(id: "new", name: "Zoo")

        try SaveAttraction(store: store).save(draft)

        #expect(store.messages == [.add(draft)])
    }

    @Test func aSavedDraftReplacesTheStoredOne() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Old", position: 1, version: 3)]
        let draft = Attraction(id: "a1", name: "New", position: 1, version: 3)

        let saved = try SaveAttraction(store: store).save(draft)

        // The replace returns the stored row, so nothing is read after it.
        #expect(store.messages == [.find("a1"), .replace(draft)])
        #expect(saved.name == "New")
        #expect(saved.version == 4)
    }

    @Test func savingWhatIsAlreadyStoredWritesNothingAndKeepsTheVersion() throws {
        let store = AttractionStoreSpy()
        let stored = Attraction(id: "a1", name: "Zoo", type: "Park", position: 2, version: 3)
        store.stored = [stored]

        let saved = try SaveAttraction(store: store).save(stored)

        #expect(store.messages == [.find("a1")])
        #expect(saved.version == 3)
    }

    @Test func aSavedDraftWhoseAttractionWasRemovedIsAConflictNotAnAdd() {
        let store = AttractionStoreSpy()
        store.replaceError = StoreError.notFound(kind: "attraction", id: "gone")
        let draft = Attraction(id: "gone", name: "Edited", version: 2)

        #expect(throws: StoreError.conflict(kind: "attraction", id: "gone")) {
            try SaveAttraction(store: store).save(draft)
        }
        #expect(store.messages == [.find("gone"), .replace(draft)])
    }

    @Test func wiredToAnEditorSaveReturnsTheNewAttractionAsStored() throws {
        let store = AttractionStoreSpy()
        let editor = AttractionEditor(editing: .blank(id: "b"), delegate: SaveAttraction(store: store))
        try editor.set(.name, to: "Library")

        let saved = try editor.save()

        #expect(saved == Attraction(id: "b", name: "Library", position: 1, version: 1))
        #expect(store.stored == [saved])
    }

    @Test func savingAnEditReturnsTheAttractionAsTheStoreNowHoldsIt() throws {
        let store = AttractionStoreSpy()
        let held = Attraction(id: "a1", name: "New", position: 4, version: 4)
        store.stored = [held]
        let draft = Attraction(id: "a1", name: "New", position: 1, version: 3)

        let saved = try SaveAttraction(store: store).save(draft)

        #expect(saved == held)
    }
}

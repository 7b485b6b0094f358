import Domain
import Testing
import UseCases

struct SaveAttractionTests {
    @Test func aDraftThatWasNeverSavedIsAdded() throws {
        let store = AttractionStoreSpy()
        let draft = Attraction(id: "new", name: "Zoo")

        try SaveAttraction(store: store).attractionEditor(didSave: draft)

        #expect(store.messages == [.add(draft)])
    }

    @Test func aSavedDraftReplacesTheStoredOne() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Old", position: 1, version: 3)]
        let draft = Attraction(id: "a1", name: "New", position: 1, version: 3)

        try SaveAttraction(store: store).attractionEditor(didSave: draft)

        #expect(store.messages == [.replace(draft), .find("a1")])
    }

    @Test func aSavedDraftWhoseAttractionWasRemovedIsAConflictNotAnAdd() {
        let store = AttractionStoreSpy()
        store.replaceError = StoreError.notFound(kind: "attraction", id: "gone")
        let draft = Attraction(id: "gone", name: "Edited", version: 2)

        #expect(throws: StoreError.conflict(kind: "attraction", id: "gone")) {
            try SaveAttraction(store: store).attractionEditor(didSave: draft)
        }
        #expect(store.messages == [.replace(draft)])
    }

    @Test func wiredToAnEditorTheNewDraftEndsUpInTheStore() throws {
        let store = AttractionStoreSpy()
        let commit = SaveAttraction(store: store)
        let editor = AttractionEditor(editing: .blank(id: "b"), delegate: commit)
        try editor.set(.name, to: "Library")

        try editor.save()

        #expect(commit.saved == Attraction(id: "b", name: "Library", position: 1, version: 1))
    }
}

import Domain
import Testing
import UseCases

struct SaveAttractionTests {
    @Test func aDraftWithAnUnknownIDIsAddedAtTheEnd() throws {
        let store = AttractionStoreSpy()
        let draft = Attraction(id: "new", name: "Zoo")

        try SaveAttraction(store: store).attractionEditor(didSave: draft)

        #expect(store.messages == [.find("new"), .add(draft)])
    }

    @Test func aDraftWithAKnownIDReplacesTheStoredOne() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Old", position: 1)]
        let draft = Attraction(id: "a1", name: "New", position: 1)

        let commit = SaveAttraction(store: store)
        try commit.attractionEditor(didSave: draft)

        #expect(store.messages == [.find("a1"), .replace(draft), .find("a1")])
    }

    @Test func wiredToAnEditorTheNewDraftEndsUpInTheStore() throws {
        let store = AttractionStoreSpy()
        let commit = SaveAttraction(store: store)
        let editor = AttractionEditor(editing: .blank(id: "b"), delegate: commit)
        try editor.set(.name, to: "Library")

        try editor.save()

        #expect(commit.saved == Attraction(id: "b", name: "Library", position: 1))
    }
}

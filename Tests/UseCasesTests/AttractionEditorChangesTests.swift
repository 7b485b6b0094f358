import Domain
import Testing
import UseCases

/// What a session changed (the marks of `show`, the list before a save) and starting again from
/// the stored version after a conflict.
struct AttractionEditorChangesTests {
    private let stored = Attraction(
        id: "a1", name: "City Park", type: "Park", inside: false, description: "Trains", position: 3,
        version: 4)

    private func makeSUT() -> (AttractionEditor, EditorDelegateSpy) {
        let delegate = EditorDelegateSpy()
        return (AttractionEditor(editing: stored, delegate: delegate), delegate)
    }

    @Test func aFreshSessionHasNoChanges() {
        let (editor, _) = makeSUT()

        #expect(editor.changes.isEmpty)
        #expect(editor.original == stored)
    }

    @Test func changesListOldAndNewValuesInFieldOrderAsSetAcceptsThem() throws {
        let (editor, _) = makeSUT()

        try editor.set(.website, to: "https://park.example")
        try editor.set(.inside, to: "yes")
        try editor.set(.name, to: "Town Park")

        #expect(
            editor.changes == [
                AttractionChange(field: .name, old: "City Park", new: "Town Park"),
                AttractionChange(field: .inside, old: "outside", new: "inside"),
                AttractionChange(field: .website, old: "", new: "https://park.example"),
            ])
    }

    @Test(arguments: ["undo", "set back"])
    func aFieldBackAtItsStartingValueIsNoLongerAChange(way: String) throws {
        let (editor, _) = makeSUT()
        try editor.set(.type, to: "Playground")

        if way == "undo" { try editor.undo() } else { try editor.set(.type, to: "Park") }

        #expect(editor.changes.isEmpty)
    }

    @Test func restartStartsFromTheStoredVersionAndReturnsWhatWasNotSaved() throws {
        let (editor, delegate) = makeSUT()
        try editor.set(.name, to: "Mine")
        try editor.set(.description, to: "My words")
        var newer = stored
        newer.name = "Theirs"
        newer.version = 5

        let unsaved = try editor.restart(from: newer)

        #expect(
            unsaved == [
                AttractionChange(field: .name, old: "City Park", new: "Mine"),
                AttractionChange(field: .description, old: "Trains", new: "My words"),
            ])
        #expect(editor.draft == newer)
        #expect(editor.original == newer)
        #expect(editor.changes.isEmpty)
        #expect(!editor.canUndo)
        #expect(editor.state == .editing)
        #expect(delegate.messages.isEmpty)
    }

    @Test func afterARestartASaveSendsTheStoredVersionWithTheNewChange() throws {
        let (editor, delegate) = makeSUT()
        try editor.set(.name, to: "Mine")
        var newer = stored
        newer.version = 5
        try editor.restart(from: newer)

        try editor.set(.type, to: "Garden")
        try editor.save()

        var expected = newer
        expected.type = "Garden"
        #expect(delegate.messages == [.save(expected)])
    }

    @Test func restartFromAnotherAttractionIsRefusedAndChangesNothing() throws {
        let (editor, _) = makeSUT()
        try editor.set(.name, to: "Mine")

        #expect(throws: AttractionEditorError.differentAttraction("other")) {
            try editor.restart(from: Attraction(id: "other", name: "Other"))
        }
        #expect(editor.draft.name == "Mine")
        #expect(editor.original == stored)
    }

    @Test func restartAfterTheSessionEndedIsRefused() throws {
        let (editor, _) = makeSUT()
        editor.cancel()

        #expect(throws: AttractionEditorError.sessionEnded(.cancelled)) {
            try editor.restart(from: stored)
        }
    }
}

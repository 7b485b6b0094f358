import Domain
import Testing
import UseCases

struct AttractionEditorTests {
    private let existing = Attraction(
        id: "a1", name: "City Park", type: "Park", inside: false, description: "Trains", position: 3)

    private func makeSUT(editing attraction: Attraction) -> (AttractionEditor, EditorDelegateSpy) {
        let delegate = EditorDelegateSpy()
        return (AttractionEditor(editing: attraction, delegate: delegate), delegate)
    }

    @Test func fieldChangesTouchOnlyTheDraft() throws {
        let (editor, delegate) = makeSUT(editing: existing)

        try editor.set(.name, to: "Renamed")

        #expect(editor.draft.name == "Renamed")
        #expect(existing.name == "City Park")
        #expect(delegate.messages.isEmpty)
    }

    @Test func save_handsTheValidatedDraftToTheDelegateOnce() throws {
        let (editor, delegate) = makeSUT(editing: existing)
        try editor.set(.name, to: "  Renamed  ")
        try editor.set(.inside, to: "inside")

        try editor.save()

        var expected = existing
        expected.name = "Renamed"
        expected.inside = true
        #expect(delegate.messages == [.save(expected)])
        #expect(editor.state == .saved)
    }

    @Test func newAndExistingDraftsReachTheDelegateTheSameWay() throws {
        let (newEditor, newDelegate) = makeSUT(editing: .blank(id: "new"))
        let (oldEditor, oldDelegate) = makeSUT(editing: existing)
        try newEditor.set(.name, to: "Fresh")

        try newEditor.save()
        try oldEditor.save()

        #expect(newDelegate.messages == [.save(Attraction(id: "new", name: "Fresh"))])
        #expect(oldDelegate.messages == [.save(existing)])
    }

    @Test func cancel_discardsTheDraftAndTellsTheDelegate() throws {
        let (editor, delegate) = makeSUT(editing: existing)
        try editor.set(.name, to: "Changed")

        editor.cancel()

        #expect(delegate.messages == [.cancel])
        #expect(editor.state == .cancelled)
        #expect(throws: AttractionEditorError.sessionEnded(.cancelled)) { try editor.save() }
    }

    @Test func save_withInvalidDraftDeliversTheErrorAndSavesNothing() throws {
        let (editor, delegate) = makeSUT(editing: existing)
        try editor.set(.name, to: "   ")

        #expect(throws: AttractionProblems([.init(field: .name, message: "name is required")])) {
            try editor.save()
        }
        #expect(delegate.messages.isEmpty)
        #expect(editor.state == .editing)
    }

    @Test func save_whenTheDelegateFailsKeepsTheSessionOpen() throws {
        let (editor, delegate) = makeSUT(editing: existing)
        delegate.saveError = StoreError.unavailable("disk full")

        #expect(throws: StoreError.unavailable("disk full")) { try editor.save() }
        #expect(editor.state == .editing)
    }

    @Test func undo_revertsTheLastFieldChangeOfTheSession() throws {
        let (editor, _) = makeSUT(editing: existing)
        try editor.set(.name, to: "One")
        try editor.set(.type, to: "Museum")

        #expect(try editor.undo())
        #expect(editor.draft.type == "Park")
        #expect(editor.draft.name == "One")
        #expect(try editor.undo())
        #expect(editor.draft == existing)
        #expect(try editor.undo() == false)
    }

    @Test func set_withAnInvalidInsideValueLeavesTheDraftAndUndoHistoryAlone() throws {
        let (editor, _) = makeSUT(editing: existing)

        #expect(throws: AttractionFieldError.self) { try editor.set(.inside, to: "sometimes") }
        #expect(editor.draft == existing)
        #expect(editor.canUndo == false)
    }
}

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

    /// A bare amount is in the guide's currency, asked for only when a cost is set.
    @Test func aBareCostIsReadInTheGuidesCurrency() throws {
        var asked = 0
        let editor = AttractionEditor(
            editing: existing, delegate: nil,
            currency: {
                asked += 1
                return "EUR"
            })

        try editor.set(.name, to: "Park")
        #expect(asked == 0)
        try editor.set(.cost, to: "10")

        #expect(editor.draft.cost == (try Cost(text: "10 EUR")))
        #expect(asked == 1)
        #expect(throws: AttractionFieldError.self) {
            try AttractionEditor(editing: existing, delegate: nil).set(.cost, to: "10")
        }
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

    @Test func set_withAnInvalidValueKeepsItSoSaveRefusesUntilItIsUndone() throws {
        let (editor, _) = makeSUT(editing: existing)

        #expect(throws: AttractionFieldError.self) { try editor.set(.inside, to: "sometimes") }
        #expect(editor.draft == existing)
        #expect(editor.refusedValues == [.inside: "sometimes"])
        #expect(editor.changes == [AttractionChange(field: .inside, old: "outside", new: "sometimes")])
        #expect(throws: AttractionProblems.self) { try editor.save() }
        #expect(editor.state == .editing)

        #expect(try editor.undo())
        #expect(editor.refusedValues.isEmpty)
        #expect(editor.canUndo == false)
    }

    /// A refused value is one problem among every other at the save, as the same values given to
    /// `EditAttractions.save(_:to:)` at once (the CLI's options, the form, the API) are.
    @Test func refusedValuesAreReportedWithEveryOtherProblemAsTheOneFlowReportsThem() throws {
        let (editor, _) = makeSUT(editing: existing)
        let values: [(AttractionField, String)] = [
            (.name, " "), (.ages, "12-3"), (.cost, "5 dollars"), (.website, "ftp://x"), (.tags, "Bad_Tag"),
            (.location, "91,0"), (.hours, "Mo 25:00-26:00"),
        ]
        for (field, value) in values { try? editor.set(field, to: value) }

        var fromEditor: AttractionProblems?
        do { try editor.save() } catch let problems as AttractionProblems { fromEditor = problems }
        var atOnce: AttractionProblems?
        do { _ = try existing.applying(values) } catch { atOnce = error }

        #expect(fromEditor != nil)
        #expect(fromEditor == atOnce)
        #expect(Set(fromEditor?.problems.map(\.field) ?? []) == Set(values.map(\.0)))
        // Setting a value the field takes clears the refusal; the others still stop the save.
        try editor.set(.ages, to: "3-12")
        #expect(editor.refusedValues[.ages] == nil)
        #expect(throws: AttractionProblems.self) { try editor.save() }
    }
}

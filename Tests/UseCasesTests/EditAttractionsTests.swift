import Domain
import Testing
import UseCases

struct EditAttractionsTests {
    @Test func aDraftThatWasNeverSavedIsAdded() throws {
        let store = AttractionStoreSpy()
        let draft = Attraction(id: "new", name: "Zoo")

        try EditAttractions(store: store).save(draft)

        #expect(store.messages == [.add(draft)])
    }

    @Test func aSavedDraftReplacesTheStoredOne() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Old", position: 1, version: 3)]
        let draft = Attraction(id: "a1", name: "New", position: 1, version: 3)

        let saved = try EditAttractions(store: store).save(draft)

        // The replace returns the stored row, so nothing is read after it.
        #expect(store.messages == [.find("a1"), .replace(draft)])
        #expect(saved.name == "New")
        #expect(saved.version == 4)
    }

    @Test func savingWhatIsAlreadyStoredWritesNothingAndKeepsTheVersion() throws {
        let store = AttractionStoreSpy()
        let stored = Attraction(id: "a1", name: "Zoo", type: "Park", position: 2, version: 3)
        store.stored = [stored]

        let saved = try EditAttractions(store: store).save(stored)

        #expect(store.messages == [.find("a1")])
        #expect(saved.version == 3)
    }

    @Test func aStaleDraftThatMatchesWhatIsStoredNowIsNoConflictAndWritesNothing() throws {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Zoo", type: "Park", position: 2, version: 5)]
        store.replaceError = StoreError.conflict(kind: "attraction", id: "a1")
        let edit = EditAttractions(store: store)

        // Read at version 4; the same values were saved since (the form posted twice).
        let saved = try edit.save([(.name, "Zoo"), (.type, "Park")], to: edit.draft(of: "a1", readAt: 4))

        #expect(store.messages == [.find("a1")])
        #expect(saved.version == 5)
        #expect(saved.name == "Zoo")
    }

    @Test func aSavedDraftWhoseAttractionWasRemovedIsAConflictNotAnAdd() {
        let store = AttractionStoreSpy()
        store.replaceError = StoreError.notFound(kind: "attraction", id: "gone")
        let draft = Attraction(id: "gone", name: "Edited", version: 2)

        #expect(throws: StoreError.conflict(kind: "attraction", id: "gone")) {
            try EditAttractions(store: store).save(draft)
        }
        #expect(store.messages == [.find("gone"), .replace(draft)])
    }

    @Test func wiredToAnEditorSaveReturnsTheNewAttractionAsStored() throws {
        let store = AttractionStoreSpy()
        let editing = AttractionEditSession(editing: .blank(id: "b"), saving: EditAttractions(store: store))
        try editing.editor.set(.name, to: "Library")

        let saved = try editing.editor.save()

        #expect(saved == Attraction(id: "b", name: "Library", position: 1, version: 1))
        #expect(store.stored == [saved])
    }

    @Test func savingAnEditReturnsTheAttractionAsTheStoreNowHoldsIt() throws {
        let store = AttractionStoreSpy()
        let held = Attraction(id: "a1", name: "New", position: 4, version: 4)
        store.stored = [held]
        let draft = Attraction(id: "a1", name: "New", position: 1, version: 3)

        let saved = try EditAttractions(store: store).save(draft)

        #expect(saved == held)
    }
}

struct EditAttractionsProblemsTests {
    @Test func everyFieldsProblemIsReportedAtOnceAndNothingIsWritten() {
        let store = AttractionStoreSpy()
        let changes: [(AttractionField, String)] = [
            (.name, "  "), (.inside, "sometimes"), (.website, "ftp://x"), (.type, "Park\u{1B}[2J"),
        ]

        #expect(
            throws: AttractionProblems([
                .init(field: .name, message: "name is required"),
                .init(
                    field: .type,
                    message: "type contains a control character (C0, C1 or a bidi override U+202A-U+202E)"),
                .init(
                    field: .inside,
                    message: "inside must be inside or outside (or yes/no, true/false), not \"sometimes\""),
                .init(field: .website, message: "website must be empty or an http(s) URL, not \"ftp://x\""),
            ])
        ) {
            try EditAttractions(store: store).save(changes, to: .blank(id: "n"))
        }
        #expect(store.messages.isEmpty)
    }

    @Test(arguments: [
        ([(AttractionField.name, String(repeating: "é", count: 201))], [AttractionField.name]),
        ([(.name, "Zoo"), (.description, "line\u{202E}"), (.website, "https://ok.example")], [.description]),
        ([(.name, "Zoo"), (.description, "two\nlines\tand a tab")], []),
    ])
    func problemsNameTheirFields(changes: [(AttractionField, String)], fields: [AttractionField]) {
        let found: [AttractionField]
        do {
            _ = try Attraction.blank(id: "n").applying(changes)
            found = []
        } catch {
            found = error.problems.map(\.field)
        }
        #expect(found == fields)
    }

    @Test func aClientsDraftCarriesTheVersionItReadSoAStaleSaveIsAConflict() {
        let store = AttractionStoreSpy()
        store.stored = [Attraction(id: "a1", name: "Zoo", position: 1, version: 5)]
        store.replaceError = StoreError.conflict(kind: "attraction", id: "a1")
        let edit = EditAttractions(store: store)

        let draft = edit.draft(of: "a1", readAt: 4)

        #expect(draft.version == 4)
        #expect(throws: StoreError.conflict(kind: "attraction", id: "a1")) {
            try edit.save([(.name, "Zoo!")], to: draft)
        }
    }

    @Test func savedTextIsTrimmedAsStored() throws {
        let store = AttractionStoreSpy()

        let saved = try EditAttractions(store: store).save([(.name, "  Zoo \n")], to: .blank(id: "z"))

        #expect(saved.name == "Zoo")
    }
}

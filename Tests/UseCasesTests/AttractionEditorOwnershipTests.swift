import Domain
import Testing
import UseCases

/// The editor holds its delegate weakly, so a screen that owns its editor and is its delegate (a
/// view controller, say) goes away when it is released instead of keeping itself alive.
struct AttractionEditorOwnershipTests {
    /// A screen as an app would write one: it owns the editor and is its delegate.
    private final class Screen: AttractionEditorDelegate {
        private(set) var editor: AttractionEditor?
        private(set) var saved: [Attraction] = []

        init(editing attraction: Attraction) {
            editor = AttractionEditor(editing: attraction, delegate: self)
        }

        func attractionEditor(didSave draft: Attraction) throws -> Attraction {
            saved.append(draft)
            return draft
        }

        func attractionEditorDidCancel() {}
    }

    @Test func anOwnerThatIsTheEditorsDelegateIsDeallocatedWhenReleased() throws {
        var screen: Screen? = Screen(editing: Attraction(id: "a1", name: "City Park"))
        weak let released = screen
        try screen?.editor?.set(.name, to: "Renamed")
        try screen?.editor?.save()
        #expect(screen?.saved.map(\.name) == ["Renamed"])

        screen = nil

        #expect(released == nil)
    }

    @Test func anEditSessionIsDeallocatedWithItsEditorWhenReleased() throws {
        let store = AttractionStoreSpy()
        var session: AttractionEditSession? = AttractionEditSession(
            editing: .blank(id: "b"), saving: EditAttractions(store: store))
        weak let released = session
        weak let editor = session?.editor
        try session?.editor.set(.name, to: "Library")
        try session?.editor.save()

        session = nil

        #expect(released == nil)
        #expect(editor == nil)
        #expect(store.stored.map(\.name) == ["Library"])
    }

    @Test func aSaveAfterTheDelegateWasReleasedIsRefusedAndTheSessionStaysOpen() throws {
        var screen: Screen? = Screen(editing: Attraction(id: "a1", name: "City Park"))
        let editor = try #require(screen?.editor)
        screen = nil
        try editor.set(.name, to: "Renamed")

        #expect(throws: AttractionEditorError.noDelegate) { try editor.save() }
        #expect(editor.state == .editing)
        #expect(editor.draft.name == "Renamed")
    }
}

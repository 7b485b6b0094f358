import Domain

/// An edit of one attraction that saves through `EditAttractions`: it owns its editor and is the
/// editor's delegate, as a screen that edits would be. Keep the session for as long as the edit
/// lasts (the editor holds its delegate weakly); releasing it releases the editor with it.
public final class AttractionEditSession: AttractionEditorDelegate {
    /// The editor on a copy of the attraction; its `save` stores through `saving`.
    public let editor: AttractionEditor
    private let saving: EditAttractions

    /// A session on a copy of `original` (a blank draft from `EditAttractions.newDraft()` adds).
    public init(editing original: Attraction, saving: EditAttractions) {
        self.saving = saving
        editor = AttractionEditor(editing: original, delegate: nil, currency: saving.guideCurrency)
        editor.delegate = self
    }

    public func attractionEditor(didSave draft: Attraction) throws -> Attraction {
        try saving.save(draft)
    }

    public func attractionEditorDidCancel() {}
}

import UseCases

/// "edited by NAME today 14:05" or "edited by NAME on 3 Dec" ("edited ..." without a name when no
/// member made the change), the line an attraction's page and `attractions show` print under it,
/// on the guide's clock (`MomentText`).
public struct AttractionEditViewModel: Equatable, Sendable {
    public let text: String

    /// `memberName`: the display name of the member who made the change, nil for none.
    public init(_ edit: AttractionEdit, memberName: String?, words: MomentText) {
        let when = words.afterVerb(edit.at)
        text = memberName.map { "edited by \($0) \(when)" } ?? "edited \(when)"
    }

    /// The line for a member's change, named by their display name while they are a member.
    public init(_ memberEdit: MemberEdit, words: MomentText) {
        self.init(
            memberEdit.edit, memberName: memberEdit.member.map(MemberRowViewModel.init)?.displayName,
            words: words)
    }
}

import Domain
import Presentation

extension TerminalView {
    /// One attraction as text, each line with the field it shows (nil for position and id), so
    /// `attractions show` and the editor's marked `show` lay it out alike.
    static func fieldLines(of attraction: AttractionViewModel) -> [(field: AttractionField?, line: String)] {
        [
            (.name, attraction.name),
            (.type, "Type: \(attraction.type.isEmpty ? "-" : attraction.type)"),
            (.inside, "Setting: \(attraction.setting)"),
            (.description, "Description: \(attraction.description.isEmpty ? "-" : attraction.description)"),
            (.website, "Website: \(attraction.website.isEmpty ? "-" : attraction.website)"),
        ]
            + attraction.choiceLines.map { (Optional($0.field), "\($0.label): \($0.value)") } + [
                (nil, "Position: \(attraction.position)"),
                (nil, "ID: \(attraction.id)"),
            ]
    }

    static func lines(of attraction: AttractionViewModel) -> [String] {
        fieldLines(of: attraction).map(\.line)
    }

    /// The editor's draft: a field changed in this session ends in `  [changed]`, so a person sees
    /// what `save` would write. Unchanged lines are exactly those of `attractions show`.
    func displayDraft(_ attraction: AttractionViewModel, changed: Set<AttractionField>) {
        emit(json: attraction) {
            Self.fieldLines(of: attraction).map { field, line in
                StyledLine(field.map(changed.contains) == true ? line + Self.changedMark : line)
            }
        }
    }

    static let changedMark = "  [changed]"
}

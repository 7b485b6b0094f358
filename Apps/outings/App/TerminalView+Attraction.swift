import Domain
import Presentation

extension TerminalView {
    /// One attraction as text, each line with the field it shows (nil for position and id), so
    /// `attractions show` and the editor's marked `show` lay it out alike.
    static func fieldLines(of attraction: AttractionViewModel) -> [(field: AttractionField?, line: String)] {
        [(.name, attraction.name)]
            + attraction.detailLines.map { line in
                // The setting reads as the word the CLI accepts back, under a label of its own.
                (
                    line.field,
                    line.field == .inside ? "Setting: \(line.value)" : "\(line.label): \(line.value)"
                )
            } + [
                (nil, "Position: \(attraction.position)"),
                (nil, "ID: \(attraction.id)"),
            ]
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

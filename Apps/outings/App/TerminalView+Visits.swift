import Presentation

extension TerminalView: VisitsView {
    /// The attraction as `attractions show` prints it, then the member's visits, rating and note.
    func display(_ attraction: AttractionVisitsViewModel) {
        emit(json: attraction) {
            Self.styledLines(of: attraction.attraction) + attraction.visits.lines.map { "\($0)" }
        }
    }
}

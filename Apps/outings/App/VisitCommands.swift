import Domain
import Presentation
import UseCases

/// `attractions visited`, `rate` and `note`: the member's own record of an attraction. Their
/// arguments are checked before the store is opened, so bad input creates nothing.
struct VisitCommands {
    let command: ParsedCommand
    /// The attraction an argument names, by number, id or name.
    let find: (String) throws -> Attraction
    /// The member's (or household's) record keeper; throws when the guide has members and the
    /// command names none.
    let record: () throws -> RecordVisits
    let presenter: VisitsPresenter

    /// Refuses a malformed rating, note or date (exit 65) with nothing opened.
    static func checkArguments(_ command: ParsedCommand, today: CalendarDate) throws {
        switch command.spec.words.last {
        case "visited": _ = try command.value("on").map { try VisitRules.visitDate($0, today: today) }
        case "rate": _ = try Rating(text: command.argument(1))
        case "note": _ = try VisitRules.note(command.argument(1))
        default: break
        }
    }

    func visited() throws {
        let attraction = try find(command.argument(0))
        presenter.visited(attraction, try record().visit(attraction.id, on: command.value("on")))
    }

    func rate() throws {
        let attraction = try find(command.argument(0))
        presenter.rated(attraction, try record().rate(attraction.id, command.argument(1)))
    }

    func note() throws {
        let attraction = try find(command.argument(0))
        presenter.noted(attraction, try record().note(attraction.id, command.argument(1)))
    }
}

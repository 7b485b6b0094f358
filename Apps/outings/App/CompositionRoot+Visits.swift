import AppSupport
import Domain
import PlatformFoundation
import Presentation
import UseCases

/// The member's own visits, rating and note, for `attractions visited/rate/note/show`.
extension CompositionRoot {
    /// The day it is in the guide's time zone (`timezone`): the default visit day and the latest
    /// allowed.
    func guideToday() throws -> @Sendable () -> CalendarDate {
        let environment = environment
        let zone = try Configuration.guideTimeZone(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        return { zone.today() }
    }

    /// Times in words on the guide's clock (`timezone`), as of now.
    func guideWords() throws -> MomentText {
        let environment = environment
        let zone = try Configuration.guideTimeZone(environment: environment) {
            try ConfigFile.load(environment: environment)
        }
        return MomentText(zone: zone, now: Int64(Date().timeIntervalSince1970))
    }

    func visitCommands(_ command: ParsedCommand) throws -> VisitCommands {
        // Arguments first: bad input must not create (or even open) the store.
        try VisitCommands.checkArguments(command, today: try guideToday()())
        return VisitCommands(
            command: command,
            find: { [unowned self] in
                try EditAttractions(store: try stores().attractions).find(resolving: $0)
            },
            record: { [unowned self] in
                guard let record = try recordVisits() else {
                    throw CLIError.usage(
                        "this guide has members and visits are each member's own: name yours with --member NAME "
                            + "or OUTINGS_MEMBER")
                }
                return record
            },
            presenter: VisitsPresenter(view: view))
    }

    /// The record keeper of the member this command acts as, or of the household in a guide
    /// without members; nil in a guide with members when the command names none.
    func recordVisits() throws -> RecordVisits? {
        let stores = try stores()
        if let name = try memberName() {
            return RecordVisits(
                stores: stores, memberID: try manageMembers().member(named: name).id, today: try guideToday())
        }
        guard try stores.access.members().isEmpty else { return nil }
        return RecordVisits(stores: stores, memberID: nil, today: try guideToday())
    }
}

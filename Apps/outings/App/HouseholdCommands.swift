import AppSupport
import Domain
import PlatformFoundation
import Presentation
import UseCases

/// The `household` commands. Values are checked by the use case before anything is written; the
/// store is opened only once the arguments are read.
struct HouseholdCommands {
    let command: ParsedCommand
    let household: () throws -> ManageHousehold
    /// The day it is in the guide's time zone: ages are shown on it.
    let today: () throws -> CalendarDate
    let view: TerminalView

    /// Refuses a missing or malformed value (exit 64 or 65) before the store is opened, so bad
    /// input creates nothing; names already taken are found by the use case.
    static func checkArguments(_ command: ParsedCommand, today: CalendarDate) throws {
        switch Array(command.spec.words.dropFirst()) {
        case ["child", "add"]:
            _ = try HouseholdRules.name(command.argument(0))
            _ = try HouseholdRules.born(try command.required("born"), today: today)
        case ["child", "rename"]: _ = try HouseholdRules.name(command.argument(1))
        case ["place", "add"]:
            _ = try HouseholdRules.name(command.argument(0))
            _ = try HouseholdRules.address(command.value("address") ?? "")
            guard GeoCoordinate(text: try command.required("location")) != nil else {
                throw HouseholdError.location
            }
        case ["holiday", "add"]:
            guard CalendarDate(text: command.argument(0).trimmingWhitespace) != nil else {
                throw HouseholdError.holidayForm
            }
            _ = try HouseholdRules.holidayName(command.arguments.dropFirst().first ?? "")
        case ["holiday", "remove"]:
            guard CalendarDate(text: command.argument(0).trimmingWhitespace) != nil else {
                throw HouseholdError.holidayForm
            }
        default: break
        }
    }

    /// `household [--json]`.
    func show() throws {
        view.display(household: try viewModel())
    }

    /// `household child add NAME --born DATE`.
    func addChild() throws {
        let child = try household().addChild(name: command.argument(0), born: try command.required("born"))
        let age = child.age(on: try today()).map { ", \($0)" } ?? ""
        view.display(StatusViewModel(message: "added \(child.name)\(age)"))
    }

    /// `household child list [--json]`.
    func listChildren() throws {
        view.display(children: try viewModel().children)
    }

    /// `household child rename NAME NEW`.
    func renameChild() throws {
        let child = try household().renameChild(command.argument(0), to: command.argument(1))
        view.display(StatusViewModel(message: "renamed \(command.argument(0)) to \(child.name)"))
    }

    /// `household child remove NAME`.
    func removeChild() throws {
        try household().removeChild(command.argument(0))
        view.display(StatusViewModel(message: "removed \(command.argument(0))"))
    }

    /// `household place add NAME --location LAT,LON [--address TEXT]`.
    func addPlace() throws {
        let place = try household().addPlace(
            name: command.argument(0), location: try command.required("location"),
            address: command.value("address") ?? "")
        view.display(
            StatusViewModel(
                message: "added \(place.name) at \(place.location.text)"))
    }

    /// `household place list [--json]`.
    func listPlaces() throws {
        view.display(places: try viewModel().places)
    }

    /// `household place remove NAME`.
    func removePlace() throws {
        try household().removePlace(command.argument(0))
        view.display(StatusViewModel(message: "removed \(command.argument(0))"))
    }

    /// `household holiday add DATE [NAME]`.
    func addHoliday() throws {
        let holiday = try household().addHoliday(
            date: command.argument(0), name: command.arguments.dropFirst().first ?? "")
        let name = holiday.name.isEmpty ? "" : " (\(holiday.name))"
        view.display(StatusViewModel(message: "added the public holiday \(holiday.date)\(name)"))
    }

    /// `household holiday list [--json]`.
    func listHolidays() throws {
        view.display(holidays: try viewModel().holidays)
    }

    /// `household holiday remove DATE`.
    func removeHoliday() throws {
        try household().removeHoliday(date: command.argument(0))
        view.display(StatusViewModel(message: "removed the public holiday \(command.argument(0))"))
    }

    /// `household holidays import FILE|-`: every event's day of an iCalendar file, in one step.
    func importHolidays(standardInput: (_ limit: Int) -> Data) throws {
        let data = try InputFile.read(
            command.argument(0), limit: HolidayCalendarReader.maximumBytes, standardInput: standardInput,
            by: "household holidays import")
        let holidays = try HolidayCalendarReader.holidays(in: data)
        let added = try household().importHolidays(holidays)
        let days = Set(holidays.map(\.date)).count
        view.display(
            StatusViewModel(
                message:
                    "read \(days) \(days == 1 ? "day" : "days") from \(command.argument(0)): \(added) new, \(days - added) already listed"
            ))
    }

    private func viewModel() throws -> HouseholdViewModel {
        HouseholdViewModel(try household().household(), on: try today())
    }
}

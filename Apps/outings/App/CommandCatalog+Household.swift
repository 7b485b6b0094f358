import AppSupport
import Domain

extension CommandCatalog {
    static let householdNames = """
        A NAME is one line of 1 to \(HouseholdRules.maximumNameLength) characters in any script ("Zoë",
        "Grandma's"; quote one with spaces), unique in its list ignoring case (exit 73 when taken);
        a name not in the household is exit 66, a malformed value exit 65.
        """

    /// Who goes on outings and from where: the household's children and named places.
    static let household: [CommandSpec] = [
        CommandSpec(
            words: ["household"], arguments: [], summary: "the children and places outings are planned for",
            options: [json],
            details: """
                Shows the household's children (with their age today in the guide's time zone) and its
                named places. 'attractions list --child NAME' suits a child's age and '--near NAME' starts
                from a place. JSON: an object with children (name, born as YYYY-MM-DD, age) and places (name,
                latitude, longitude, address).
                """,
            examples: ["outings household", "outings household --json"],
            store: .reads, overview: .guide, run: { try $0.root.householdCommands($0.command).show() }),
        CommandSpec(
            words: ["household", "child"], arguments: [], summary: "the household's children",
            options: [], details: "Add, list, rename and remove the children outings are planned for.",
            examples: ["outings household child list"],
            store: .reads, isGroup: true, run: { $0.printHelp() }),
        CommandSpec(
            words: ["household", "child", "add"], arguments: ["NAME"], summary: "add a child",
            options: [.required("born", "DATE", "the birth date, \(CalendarDate.textFormat)")],
            details: """
                The birth date may not be after today nor more than \(HouseholdRules.oldestChild) years ago
                (exit 65). \(householdNames)
                """,
            examples: ["outings household child add Ana --born 2022-05-14"],
            store: .writes, run: { try $0.root.householdCommands($0.command).addChild() }),
        CommandSpec(
            words: ["household", "child", "list"], arguments: [], summary: "list the children",
            options: [json],
            details: """
                A line each: name, age today, birth date. JSON: an array of objects with name, born, age.
                """,
            examples: ["outings household child list --json"],
            store: .reads, run: { try $0.root.householdCommands($0.command).listChildren() }),
        CommandSpec(
            words: ["household", "child", "rename"], arguments: ["NAME", "NEW"], summary: "rename a child",
            options: [], details: householdNames,
            examples: ["outings household child rename Ana 'Ana Sofia'"],
            store: .writes, run: { try $0.root.householdCommands($0.command).renameChild() }),
        CommandSpec(
            words: ["household", "child", "remove"], arguments: ["NAME"], summary: "remove a child",
            options: [], details: householdNames,
            examples: ["outings household child remove Ana"],
            store: .writes, run: { try $0.root.householdCommands($0.command).removeChild() }),
        CommandSpec(
            words: ["household", "place"], arguments: [], summary: "the household's named places",
            options: [],
            details: """
                Add, list and remove the places outings start from ("Home", "Grandma's").
                """,
            examples: ["outings household place list"],
            store: .reads, isGroup: true, run: { $0.printHelp() }),
        CommandSpec(
            words: ["household", "place", "add"], arguments: ["NAME"], summary: "add a named place",
            options: [
                .required("location", "LAT,LON", "where it is: \(GeoCoordinate.textForm)"),
                .value("address", "TEXT", "its address, one line"),
            ],
            details: """
                LAT,LON is decimal degrees (a geo: URI or a link copied from OpenStreetMap or Google Maps
                works too); anything else is exit 65. \(householdNames)
                """,
            examples: [
                "outings household place add Home --location 40.5853,-105.0844 --address '12 Elm St'",
                "outings household place add \"Grandma's\" --location geo:40.57,-105.1",
            ],
            store: .writes, run: { try $0.root.householdCommands($0.command).addPlace() }),
        CommandSpec(
            words: ["household", "place", "list"], arguments: [], summary: "list the named places",
            options: [json],
            details: """
                A line each: name, LAT,LON, address. JSON: an array of objects with name, latitude, longitude,
                address.
                """,
            examples: ["outings household place list"],
            store: .reads, run: { try $0.root.householdCommands($0.command).listPlaces() }),
        CommandSpec(
            words: ["household", "place", "remove"], arguments: ["NAME"], summary: "remove a named place",
            options: [], details: householdNames,
            examples: ["outings household place remove \"Grandma's\""],
            store: .writes, run: { try $0.root.householdCommands($0.command).removePlace() }),
        CommandSpec(
            words: ["household", "holiday"], arguments: [],
            summary: "the public holidays opening hours' PH means",
            options: [],
            details: """
                Add, list and remove the household's public holidays: on these dates an attraction's hours
                follow their PH rule ("PH off", "PH 10:00-14:00"). 'household holidays import FILE' adds a
                whole calendar.
                """,
            examples: ["outings household holiday list"],
            store: .reads, isGroup: true, run: { $0.printHelp() }),
        CommandSpec(
            words: ["household", "holiday", "add"], arguments: ["DATE", "[NAME]"],
            summary: "add a public holiday",
            options: [],
            details: """
                DATE is \(CalendarDate.textFormat); NAME one line ("Christmas Day"). A date already listed takes
                the new name. A malformed value is exit 65.
                """,
            examples: ["outings household holiday add 2026-12-25 'Christmas Day'"],
            store: .writes, run: { try $0.root.householdCommands($0.command).addHoliday() }),
        CommandSpec(
            words: ["household", "holiday", "list"], arguments: [], summary: "list the public holidays",
            options: [json],
            details: "A line each, earliest first: date, name. JSON: an array of objects with date, name.",
            examples: ["outings household holiday list --json"],
            store: .reads, run: { try $0.root.householdCommands($0.command).listHolidays() }),
        CommandSpec(
            words: ["household", "holiday", "remove"], arguments: ["DATE"],
            summary: "remove a public holiday",
            options: [],
            details: "DATE is \(CalendarDate.textFormat); a date not listed is exit 66.",
            examples: ["outings household holiday remove 2026-12-25"],
            store: .writes, run: { try $0.root.householdCommands($0.command).removeHoliday() }),
        CommandSpec(
            words: ["household", "holidays"], arguments: [], summary: "public holidays from a calendar file",
            options: [], details: "Import a calendar's public holidays in one step.",
            examples: ["outings household holidays import holidays.ics"],
            store: .reads, isGroup: true, run: { $0.printHelp() }),
        CommandSpec(
            words: ["household", "holidays", "import"], arguments: ["FILE"],
            summary: "add every day of an iCalendar file's events as a public holiday",
            options: [],
            details: """
                FILE is an .ics file (a country's holidays from a calendar app or a government site), or -
                for standard input. Each event's day (every day of an event of several) becomes a holiday
                named by its SUMMARY; a date already listed takes the new name, so importing twice changes
                nothing. All or nothing: a file that is not iCalendar, an event without a date, a repeating
                event (RRULE: list each day instead), over \(HolidayCalendarReader.maximumEvents) events or
                over 1 MB is exit 65 naming the line, and nothing is added; a missing file is exit 66.
                """,
            examples: ["outings household holidays import holidays.ics"],
            store: .writes,
            run: { runner in
                let console = runner.root.console
                try runner.root.householdCommands(runner.command).importHolidays(standardInput: {
                    console.read(upTo: $0)
                })
            }),
    ]
}

import Domain
import UseCases

extension CommandCatalog {
    static let planNames = """
        A PLAN is named as an attraction is: its number in 'plan list', its name (ignoring case), the start
        of its id or a part of its name that fits one plan. A STOP likewise: its number in the day, its
        attraction's name or its text. A name that fits none is exit 66, one that fits several exit 64.
        """

    /// Days out: stops in order, checked against the clock, the children and the map.
    static let plans: [CommandSpec] = [
        CommandSpec(
            words: ["plan"], arguments: [], summary: "plan a day out: stops, times, checks",
            options: [],
            details: """
                A plan is a day's stops in order. Their times follow from the order: each stay, and between
                stops a travel time estimated from the distance (x1.3 over the ground, at 4.5 km/h walking,
                14 km/h by bike, 35 km/h by car plus 5 minutes to park, 20 km/h by transit plus 8 minutes).
                'plan show' and 'plan check' say what does not fit the day and how to fix it.
                """,
            examples: [
                "outings plan new 'Museum day' --date 2026-12-12 --start Home --at 10:00 --child Ana",
                "outings plan add 'Museum day' 'Dinosaur Museum' --stay 2h",
                "outings plan show 'Museum day'",
            ],
            store: .reads, isGroup: true, overview: .guide, run: { $0.printHelp() }),
        CommandSpec(
            words: ["plan", "new"], arguments: ["NAME"], summary: "make a plan for a day",
            options: [
                .required("date", "DATE", "the day, \(CalendarDate.textFormat)"),
                .value("start", "PLACE", "the household place the day starts from (default: the first one)"),
                .value("end", "PLACE", "the household place the day ends at (default: where it starts)"),
                .value("at", "TIME", "when the day starts: 10, 10:30, 2pm (default 10:00)"),
                .value("until", "TIME", "when the family wants to be back"),
                .repeatable("child", "NAME", "a household child going (default: every child)"),
                .value(
                    "by", "MODE",
                    "travel: \(TravelMode.allCases.map(\.rawValue).joined(separator: ", ")) (default car)"),
            ],
            details: """
                NAME is one line of 1 to \(PlanRules.maximumNameLength) characters, unique ignoring case (exit 73 when
                taken). A malformed date, time or mode is exit 65; a child or place not in the household exit 66.
                """,
            examples: [
                "outings plan new 'Museum day' --date 2026-12-12 --start Home --at 10:00 --child Ana --by car"
            ],
            store: .writes, run: { try $0.root.planCommands($0.command).create() }),
        CommandSpec(
            words: ["plan", "edit"], arguments: ["PLAN"],
            summary: "change a plan's name, day, times, places or children",
            options: [
                .value("name", "NAME", "a new name"),
                .value("date", "DATE", "another day, \(CalendarDate.textFormat)"),
                .value("at", "TIME", "when the day starts"),
                .value("until", "TIME", "when the family wants to be back ('' for no time)"),
                .value("start", "PLACE", "the household place the day starts from ('' for none)"),
                .value("end", "PLACE", "the household place the day ends at ('' for where it starts)"),
                .value(
                    "by", "MODE", "travel: \(TravelMode.allCases.map(\.rawValue).joined(separator: ", "))"),
                .repeatable("child", "NAME", "the children going, instead of those now"),
                .flag("no-children", "no child goes"),
            ],
            details: """
                What is given changes and the rest stays; the stops' times follow. Every stop's calendar event
                takes a new SEQUENCE. Values are read as 'plan new' reads them (exit 65, 66, 73 as there).
                \(planNames)
                """,
            examples: [
                "outings plan edit 'Museum day' --date 2026-12-13",
                "outings plan edit 1 --by bike --until 16:00",
            ],
            store: .writes, run: { try $0.root.planCommands($0.command).edit() }),
        CommandSpec(
            words: ["plan", "list"], arguments: [], summary: "list the plans",
            options: [json],
            details: """
                A line each: number, name, day and start, how many stops. JSON: an array of objects with number,
                id, name, date, day, start, travel, stops and shared.
                """,
            examples: ["outings plan list --json"],
            store: .reads, run: { try $0.root.planCommands($0.command).list() }),
        CommandSpec(
            words: ["plan", "show"], arguments: ["PLAN"], summary: "the day as a timetable with what to fix",
            options: [json],
            details: """
                Each stop with its times, the travel before it (an estimate), that day's opening hours, ages
                and cost, its notes and its findings ("! closes at 16:00, 30 minutes into your visit: start by
                14:30"); then the way home, the day's cost for the people going, and the day's findings.
                JSON: the object docs/plans.md describes (the API's GET /api/plans/ID has the same).
                \(planNames)
                """,
            examples: ["outings plan show 'Museum day'", "outings plan show 1 --json"],
            store: .reads, run: { try $0.root.planCommands($0.command).show() }),
        CommandSpec(
            words: ["plan", "check"], arguments: ["PLAN"],
            summary: "check the day: exit 1 when something needs fixing",
            options: [json],
            details: """
                Checks every stop on the plan's date in the guide's time zone: opening hours over the whole
                visit (public holidays of 'household holiday' honoured, unknown hours never taken as open), the
                ages of each child going on that date, overlaps, pinned stops the day cannot reach, a day that
                ends after --until. Prints "ok: nothing to fix" (exit 0) or a line per finding with what to do
                (exit 1). JSON: an object with plan, clear and findings (stop, stopID, kind, text, fix).
                \(planNames)
                """,
            examples: ["outings plan check 'Museum day'", "outings plan check 1 --json"],
            store: .reads, run: { try $0.root.planCommands($0.command).check() }),
        CommandSpec(
            words: ["plan", "suggest"], arguments: ["PLAN"],
            summary: "suggest the order that fits the hours and travels least",
            options: [.flag("apply", "save the suggested order"), json],
            details: """
                Orders the stops that are not pinned (pinned ones keep their places) so that no visit breaks
                its opening hours, then so that the day travels least; among equal orders the one closest to
                the plan's. Every order is tried for up to \(PlanOrderSuggestion.exactLimit) unpinned stops;
                beyond, nearest neighbour then 2-opt (a shortcut, said so). Prints the day in that order;
                --apply saves it. JSON: an object with changesOrder, exact, applied and plan.
                \(planNames)
                """,
            examples: ["outings plan suggest 'Museum day'", "outings plan suggest 1 --apply"],
            store: .writes, run: { try $0.root.planCommands($0.command).suggest() }),
        CommandSpec(
            words: ["plan", "calendar"], arguments: ["PLAN"], summary: "the day as a calendar file (.ics)",
            options: [
                .value(
                    "output", "FILE",
                    "write to FILE (replaced whole or not at all) instead of standard output")
            ],
            details: """
                An iCalendar (RFC 5545) file with one event per stop at the times 'plan show' gives, in the
                guide's time zone (TZID with its VTIMEZONE, made from the system's time-zone data): the
                address as LOCATION, the point as GEO, the plan's page as URL when a public URL is set, and a
                DESCRIPTION with that day's hours, ages, cost, notes and what to fix. Each stop's UID stays
                while the stop exists and its SEQUENCE rises when it changes, so a calendar app that
                imports the file again updates the events. A FILE that cannot be written is exit 74.
                \(planNames)
                """,
            examples: ["outings plan calendar 'Museum day' --output museum-day.ics"],
            store: .reads, run: { try $0.root.planCommands($0.command).calendar() }),
        CommandSpec(
            words: ["plan", "add"], arguments: ["PLAN", "ATTRACTION"], summary: "add a stop to a plan",
            options: [
                .value(
                    "stay", "TIME",
                    "how long: 90, 90m, 1h30m or 1:30 (default: what suits its kind, else 90m)"),
                .value("at", "TIME", "pin the stop at this time: it is never moved"),
                .value("notes", "TEXT", "one line of notes"),
                .flag("free", "ATTRACTION is free text ('lunch at home'), not an attraction of the guide"),
            ],
            details: """
                ATTRACTION is named as everywhere (number, name or id). The stop goes at the end of the day.
                \(planNames)
                """,
            examples: [
                "outings plan add 'Museum day' 'Dinosaur Museum' --stay 2h",
                "outings plan add 'Museum day' 'Lunch at home' --free --at 12:30 --stay 45m",
            ],
            store: .writes, run: { try $0.root.planCommands($0.command).add() }),
        CommandSpec(
            words: ["plan", "move"], arguments: ["PLAN", "STOP"],
            summary: "move a stop to another place in the day",
            options: [.required("to", "N", "its new place in the day, 1 first")],
            details: planNames,
            examples: ["outings plan move 'Museum day' 3 --to 1"],
            store: .writes, run: { try $0.root.planCommands($0.command).move() }),
        CommandSpec(
            words: ["plan", "remove"], arguments: ["PLAN", "STOP"], summary: "remove a stop from a plan",
            options: [], details: planNames,
            examples: ["outings plan remove 'Museum day' 2"],
            store: .writes, run: { try $0.root.planCommands($0.command).remove() }),
        CommandSpec(
            words: ["plan", "delete"], arguments: ["PLAN"], summary: "delete a plan and its stops",
            options: [], details: planNames,
            examples: ["outings plan delete 'Museum day'"],
            store: .writes, run: { try $0.root.planCommands($0.command).delete() }),
    ]
}

import Domain

extension CommandCatalog {
    /// Whose visits these are, for every visit command's details.
    static let visitsOwner = """
        Visits, the rating and the note are the member's own (--member NAME, OUTINGS_MEMBER or the
        config file's member), shown to no one else; a guide without members keeps the household's.
        In a guide with members, naming none is exit 64.
        """

    /// Each member's own visits, rating and note of an attraction.
    static let visits: [CommandSpec] = [
        CommandSpec(
            words: ["attractions", "visited"], arguments: ["ID"], summary: "record a visit to an attraction",
            options: [
                .value("on", "DATE", "the day of the visit, \(CalendarDate.textFormat) (default today)")
            ],
            details: """
                Records that you went on DATE (today in the guide's time zone, the timezone setting, when not given); a day
                already recorded stays once. A DATE written any other way, or after today, is exit 65.
                'attractions show ID' lists your visits.
                \(visitsOwner)
                \(attractionArgument)
                """,
            examples: [
                "outings attractions visited 3", "outings attractions visited museum --on 2026-03-08",
            ],
            store: .writes, run: { try $0.root.visitCommands($0.command).visited() }),
        CommandSpec(
            words: ["attractions", "rate"], arguments: ["ID", "N"], summary: "rate an attraction 1 to 5",
            options: [],
            details: """
                Sets your rating to N, a whole number \(Rating.range.lowerBound) to \(Rating.range.upperBound);
                anything else is exit 65.
                \(visitsOwner)
                \(attractionArgument)
                """,
            examples: ["outings attractions rate 3 5"],
            store: .writes, run: { try $0.root.visitCommands($0.command).rate() }),
        CommandSpec(
            words: ["attractions", "note"], arguments: ["ID", "TEXT"],
            summary: "keep a private note on an attraction",
            options: [],
            details: """
                Replaces your note with TEXT (at most \(VisitRules.noteLimit) characters; line breaks and
                tabs are kept, other control characters are exit 65); empty TEXT ('') clears it.
                \(visitsOwner)
                \(attractionArgument)
                """,
            examples: [
                "outings attractions note 3 'Bring a towel; the splash pad opens at 10'",
                "outings attractions note 3 ''",
            ],
            store: .writes, run: { try $0.root.visitCommands($0.command).note() }),
    ]
}

import Presentation

extension CommandCatalog {
    /// A plan's day on paper.
    static let planPrint: [CommandSpec] = [
        CommandSpec(
            words: ["plan", "print"], arguments: ["PLAN"], summary: "the day as an HTML page to print",
            options: [
                .value(
                    "output", "FILE",
                    "write FILE (replaced whole, never half written) instead of standard output (- is standard output)"
                ),
                .value(
                    "paper", "PAPER",
                    "\(PlanPrintDocument.Paper.names): the page size it is laid out for (default a4)"),
            ],
            details: """
                One HTML document, with nothing to fetch (no script; the route map is drawn in it), that
                a browser prints on one page for up to 6 stops: the plan's name and day, where the day
                starts and how, who is going, when the family is back, the day's cost and findings beside
                the route map, then a table of the stops in the day's order (time, stop and address, that
                day's hours, ages and cost, notes, and what to fix) and the travel estimate note. The same
                order and times as 'plan show'. --paper sets the page size (A4 or US Letter, 12 mm
                margins); another value is exit 64. --output FILE replaces FILE whole or not at all (exit
                74 'cannot write ...' leaves an earlier FILE as it was) and refuses the guide's own store
                files.
                \(planNames)
                """,
            examples: [
                "outings plan print 'Museum day' --output museum-day.html",
                "outings plan print 1 --paper letter > day.html",
            ],
            store: .reads,
            run: { runner in
                let root = runner.root
                try root.planCommands(runner.command).print(
                    to: DocumentOutput(
                        command: runner.command, console: root.console, storeFiles: { try root.storeFiles() })
                )
            })
    ]
}

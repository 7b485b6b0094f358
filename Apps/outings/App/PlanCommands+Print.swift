import Presentation

extension PlanCommands {
    /// `plan print PLAN [--output FILE] [--paper a4|letter]`: the day as one HTML document
    /// (`PlanPrintDocument`), written as `export` writes its files.
    func print(to output: DocumentOutput) throws {
        let paper = try Self.paper(command)
        let page = PlanPrintDocument.html(try reports().report(named: command.argument(0)), paper: paper)
        try output.write { chunk in try chunk(Array(page.utf8)) }
    }

    /// The `--paper` value; anything but a4 or letter is exit 64.
    static func paper(_ command: ParsedCommand) throws -> PlanPrintDocument.Paper {
        guard let name = command.value("paper") else { return .a4 }
        guard let paper = PlanPrintDocument.Paper(rawValue: name.lowercased()) else {
            throw CLIError.usage("unknown paper \"\(name)\"; use \(PlanPrintDocument.Paper.names)")
        }
        return paper
    }
}

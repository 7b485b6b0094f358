import UseCases

/// `outings check`: verifies the store and lists every problem found. The store is only read.
struct CheckCommand {
    let guide: any GuideStore
    let view: TerminalView

    struct Report: Encodable {
        let ok: Bool
        let problems: [String]
    }

    func run() throws {
        let problems: [String]
        do {
            problems = try guide.problems()
        } catch let error as StoreError {
            // A store too damaged (or too new) to check further is itself the problem to list.
            guard case .corrupt = error else { throw error }
            problems = [error.description]
        }
        view.display(Report(ok: problems.isEmpty, problems: problems))
        guard problems.isEmpty else {
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            throw CLIError(code: .ioError, message: "the store has \(count); it was not changed")
        }
    }
}

extension TerminalView {
    func display(_ report: CheckCommand.Report) {
        emit(json: report) { report.ok ? ["ok"] : report.problems.map { "problem: \($0)" } }
    }
}

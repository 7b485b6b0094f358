import UseCases

/// `outings check`: verifies the store (the guide, then, when it is sound, its members and
/// credentials) and lists every problem found. The store is only read.
struct CheckCommand {
    let guide: any GuideStore
    let access: any AccessStore
    let view: TerminalView

    struct Report: Encodable {
        let ok: Bool
        let problems: [String]
    }

    func run() throws {
        var problems = try Self.listing { try guide.problems() }
        // Members are read only from a guide found sound: in a damaged file they may not read at
        // all, and the damage already listed is what to repair first.
        if problems.isEmpty {
            problems = try Self.listing { try GuideInvariants.problems(access: access) }
        }
        view.display(Report(ok: problems.isEmpty, problems: problems))
        guard problems.isEmpty else {
            let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
            throw CLIError(code: .ioError, message: "the store has \(count); it was not changed")
        }
    }
}

extension CheckCommand {
    /// A store too damaged (or too new) to check further is itself the problem to list.
    private static func listing(_ check: () throws -> [String]) throws -> [String] {
        do {
            return try check()
        } catch let error as StoreError {
            guard case .corrupt = error else { throw error }
            return [error.description]
        }
    }
}

extension TerminalView {
    func display(_ report: CheckCommand.Report) {
        emit(json: report) { report.ok ? ["ok"] : report.problems.map { "problem: \($0)" } }
    }
}

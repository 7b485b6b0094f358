import UseCases

/// An ambiguous number, id or name on the command line: the error line, then the candidates as
/// the list shows them, so the person can pick one by its number or short id.
extension AttractionCommands {
    func listingCandidates<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let ambiguous as AmbiguousAttraction {
            throw try candidateListing(ambiguous)
        }
    }

    /// "N. Name (short id)" per candidate; the short ids need every id of the list, walked again.
    private func candidateListing(_ ambiguous: AmbiguousAttraction) throws -> CLIError {
        let candidates = ambiguous.candidates
        let shortIDs = try ShortIDs.prefixes(of: candidates.map(\.id)) { body in
            try editing.forEachAttraction { body($0.id) }
        }
        var lines = zip(candidates, shortIDs).map { "\($0.position). \($0.name) (\($1))" }
        if ambiguous.count > candidates.count {
            lines.append("and \(ambiguous.count - candidates.count) more")
        }
        var failure = ErrorMapping.cliError(for: ambiguous)
        failure.details = lines
        return failure
    }
}

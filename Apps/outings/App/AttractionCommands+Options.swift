import Domain
import UseCases

/// The `attractions` options, read from the command line alone. The composition root checks them
/// before it opens the store, so a usage error neither creates a store nor touches one.
extension AttractionCommands {
    /// `--to` where the command takes it (`move`), the FIELDS where it takes them (`add`, `edit`),
    /// and `--yes` where the command would ask (`remove`) but no one is at a terminal to answer.
    static func checkOptions(_ command: ParsedCommand, interactive: Bool) throws {
        if command.spec.option(named: "to") != nil { _ = try position(command) }
        if command.spec.option(named: "name") != nil { _ = try fieldChanges(command, to: .blank(id: "")) }
        _ = try chosenFilter(command)
        if command.spec.option(named: "yes") != nil, !command.has("yes"), !interactive {
            throw CLIError.usage(
                "remove asks before it removes, and standard input is not a terminal: add --yes to "
                    + "remove '\(command.argument(0))' without asking")
        }
    }

    /// The filter options of `list` (`AttractionFilter.Parameter`'s names after `--`), read by the
    /// parser the API's query string goes through; switches are passed as `1`. Empty for a
    /// command without them (`add`'s `--tag` and `--inside` are fields, not filters).
    static func chosenFilter(_ command: ParsedCommand) throws -> AttractionFilter {
        guard command.spec.option(named: AttractionFilter.Parameter.age.rawValue) != nil else {
            return AttractionFilter()
        }
        var parameters: [(name: String, value: String)] = []
        for parameter in AttractionFilter.Parameter.allCases {
            let name = parameter.rawValue
            if parameter.isSwitch {
                if command.has(name) { parameters.append((name, "1")) }
            } else if parameter.isRepeatable {
                parameters += command.all(name).map { (name, $0) }
            } else if let value = command.value(name) {
                parameters.append((name, value))
            }
        }
        return try filterUsage { try AttractionFilter(parameters: parameters) }
    }

    /// A filter's error as the CLI words it: each parameter as its option, `--age: ...; --near: ...`.
    static func filterUsage<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as AttractionFilterError {
            throw CLIError.usage(error.problems.map { "--\($0)" }.joined(separator: "; "))
        }
    }

    /// What `--to` accepts (the fuzz harness checks the same range).
    static let positionRange = 1...Int(Int32.max)

    /// `--to POSITION` of `move`: required, 1 is the top of the list.
    /// The list's length is not known before the store is open, so a bad value is told where
    /// positions start rather than the store's limit (the store says where they end).
    static func position(_ command: ParsedCommand) throws -> Int {
        guard let text = command.value("to") else {
            throw CLIError.usage("move needs --to POSITION (1 is the top of the list)")
        }
        guard let position = Int(text), positionRange.contains(position) else {
            throw CLIError.usage(
                "--to needs a position in the list, a whole number from 1 (the top), not \"\(text)\"")
        }
        return position
    }

    /// The FIELDS options of `add` and `edit`, in the order they are applied; `--tag` and
    /// `--no-tag` change `current`'s tags. A tag that cannot be added or removed is `refused`, so
    /// the save reports it with every other field's problem.
    static func fieldChanges(_ command: ParsedCommand, to current: Attraction) throws
        -> (changes: [(AttractionField, String)], refused: [AttractionProblems.Problem])
    {
        if command.has("inside"), command.has("outside") {
            throw CLIError.usage("--inside and --outside cannot both be given")
        }
        var changes: [(AttractionField, String)] = []
        var refused: [AttractionProblems.Problem] = []
        for field in AttractionField.allCases where field != .inside {
            if let value = command.value(field.rawValue) { changes.append((field, value)) }
        }
        if command.has("inside") { changes.append((.inside, "inside")) }
        if command.has("outside") { changes.append((.inside, "outside")) }
        let added = command.all("tag")
        let removed = command.all("no-tag")
        if !added.isEmpty || !removed.isEmpty {
            do {
                changes.append((.tags, try current.tags.adding(added, removing: removed).text))
            } catch {
                refused.append(.init(field: .tags, message: error.description))
            }
        }
        return (changes, refused)
    }
}

import AppSupport

/// A command line matched against a spec: positional arguments, option values and flags.
struct ParsedCommand {
    let spec: CommandSpec
    var given = OptionReader.Options()

    var arguments: [String] { given.arguments }

    func has(_ flag: String) -> Bool { given.has(flag) }

    func value(_ name: String) -> String? { given[name] }

    /// The value of an option the command cannot run without (`.required`): a usage error
    /// (exit 64) naming it when it is not given.
    func required(_ name: String) throws -> String {
        guard let value = given[name] else {
            let synopsis = spec.option(named: name)?.synopsis ?? "--\(name)"
            throw CLIError.usage("\(spec.commandLine) needs \(synopsis)")
        }
        return value
    }

    /// The values of a repeatable option (`--tag a --tag b`), in order; empty when not given.
    func all(_ name: String) -> [String] { given.all(name) }

    func argument(_ index: Int) -> String { given.arguments[index] }

    /// The word that names standard input or output where a command takes a file:
    /// `photos import -`, `--output -` (`export`, `photos download`), `backup -`.
    static let standardStream = "-"

    /// The file `--output` names; nil when it is not given or names standard output.
    var outputFile: String? { value("output").flatMap { $0 == Self.standardStream ? nil : $0 } }

    /// Whether the command's data goes to standard output where it could go to a file (`--output -`,
    /// `backup -`): its status lines then go to standard error.
    var writesDataToStandardOutput: Bool {
        value("output") == Self.standardStream
            || (spec.words == ["backup"] && arguments.first == Self.standardStream)
    }

    /// A whole number option, or a usage error naming the option.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = given[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CLIError.usage(
                "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\""
            )
        }
        return number
    }
}

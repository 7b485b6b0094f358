/// A command line matched against a spec: positional arguments, option values and flags.
struct ParsedCommand {
    let spec: CommandSpec
    let arguments: [String]
    let values: [String: String]
    let flags: Set<String>
    /// Every value of each repeatable option, in the order given.
    var lists: [String: [String]] = [:]

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    func value(_ name: String) -> String? { values[name] }

    /// The values of a repeatable option (`--tag a --tag b`), in order; empty when not given.
    func all(_ name: String) -> [String] { lists[name] ?? [] }

    func argument(_ index: Int) -> String { arguments[index] }

    /// A whole number option, or a usage error naming the option.
    func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw CLIError.usage(
                "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not \"\(text)\""
            )
        }
        return number
    }
}

/// The command line of outings-web and outings-report, read by the rules of outings' own parser:
/// `--NAME VALUE` or `--NAME=VALUE`; a value option takes the next word whatever it looks like
/// (`--store --listen` names the store "--listen", which the store's own check then refuses, as
/// `outings --store --help` does); a flag takes no value; `-h` is `--help`. An option given twice
/// is a usage error, since one of the two would be silently ignored.
public struct OptionReader: Sendable {
    /// The value options by name (without "--"), each with what its value is, for messages.
    private let valueOptions: [String: String]
    private let flagOptions: Set<String>
    /// The app's name, for "see PROGRAM --help".
    private let program: String

    public init(program: String, values: [String: String], flags: Set<String>) {
        self.program = program
        valueOptions = values
        flagOptions = flags.union(["help"])
    }

    /// What a command line gave: the value of each value option, and the flags.
    public struct Options: Sendable, Equatable {
        public var values: [String: String] = [:]
        public var flags: Set<String> = []

        public subscript(_ name: String) -> String? { values[name] }
        public func has(_ flag: String) -> Bool { flags.contains(flag) }
    }

    /// A mistake is `AppError(.usage, ...)`, one line (the argument made terminal-safe).
    public func read(_ arguments: [String]) throws -> Options {
        var options = Options()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            let (name, inline) = Self.split(argument == "-h" ? "--help" : argument)
            guard let name, valueOptions[name] != nil || flagOptions.contains(name) else {
                let what = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw AppError(
                    .usage, "\(what) '\(TextSanitizer.terminalSafe(argument))'; see \(program) --help")
            }
            guard options.values[name] == nil, !options.flags.contains(name) else {
                throw AppError(.usage, CommandLineWording.givenTwice(name))
            }
            if let valueName = valueOptions[name] {
                guard let value = inline ?? rest.popFirst() else {
                    throw AppError(.usage, CommandLineWording.needsValue(name, valueName))
                }
                options.values[name] = value
            } else if inline != nil {
                throw AppError(.usage, CommandLineWording.takesNoValue(name))
            } else {
                options.flags.insert(name)
            }
        }
        return options
    }

    /// `--name=value` as ("name", "value"), `--name` as ("name", nil); nil for a word that is not
    /// an option.
    private static func split(_ argument: String) -> (String?, String?) {
        guard argument.hasPrefix("--"), argument.count > 2 else { return (nil, nil) }
        let body = argument.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}

/// How every app words a mistake in its options, so the same mistake reads the same in each.
public enum CommandLineWording {
    public static func givenTwice(_ name: String) -> String { "--\(name) is given twice; give it once" }
    public static func needsValue(_ name: String, _ valueName: String) -> String {
        "--\(name) needs a value (\(valueName))"
    }
    public static func takesNoValue(_ name: String) -> String { "--\(name) takes no value" }
}

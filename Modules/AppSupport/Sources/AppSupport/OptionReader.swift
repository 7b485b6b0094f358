/// The options of every app's command line, read by one set of rules: `--NAME VALUE` or
/// `--NAME=VALUE`; a value option takes the next word whatever it looks like (`--store --listen`
/// names the store "--listen", which the store's own check then refuses); a flag takes no value;
/// `-h` is `--help` where the reader knows a help flag. An option given twice is a usage error,
/// since one of the two would be silently ignored, unless it is repeatable.
public struct OptionReader: Sendable {
    /// An option the reader knows, by its name without "--".
    public struct Option: Sendable {
        public let name: String
        /// What its value is ("STORE"), for messages; nil for a flag.
        public let valueName: String?
        /// May be given more than once: every value is kept, in order.
        public var isRepeatable = false
        /// The message when no value follows it, for an app that words it itself.
        public var missingValue: String?

        public static func flag(_ name: String, isRepeatable: Bool = false) -> Option {
            Option(name: name, valueName: nil, isRepeatable: isRepeatable)
        }

        public static func value(
            _ name: String, _ valueName: String, isRepeatable: Bool = false, missing: String? = nil
        ) -> Option {
            Option(name: name, valueName: valueName, isRepeatable: isRepeatable, missingValue: missing)
        }
    }

    /// What becomes of the words that are not options the reader knows.
    public enum Others: Sendable {
        /// Each is a usage error, "see PROGRAM --help" (`--` too): a program that takes only options.
        case refused(program: String)
        /// A word not starting with "--" is an argument, and `--` makes every word after it one; an
        /// unknown option is a usage error with the message `unknownOption` gives for its name.
        case arguments(unknownOption: @Sendable (_ name: String) -> String)
        /// Unknown options and other words are kept as arguments, in order, for a later reader; an
        /// unknown option that `takesValue` keeps its value with it, so that value is never read
        /// here. `--` ends the reading: it and every word after it are kept.
        case passedOn(takesValue: @Sendable (_ name: String) -> Bool)
    }

    /// What a command line gave.
    public struct Options: Sendable, Equatable {
        /// The values of each value option given, in order (one unless it is repeatable).
        public var values: [String: [String]] = [:]
        public var flags: Set<String> = []
        /// The words that are not options (passing on, also the options it does not know).
        public var arguments: [String] = []
        /// How many of `arguments` came before `--`; nil without one.
        public var beforeSeparator: Int?

        public init() {}

        public subscript(_ name: String) -> String? { values[name]?.first }
        public func has(_ flag: String) -> Bool { flags.contains(flag) }
        /// Every value of a repeatable option (`--tag a --tag b`), in order; empty when not given.
        public func all(_ name: String) -> [String] { values[name] ?? [] }
    }

    private let options: [String: Option]
    private let others: Others

    public init(_ options: [Option], others: Others) {
        self.options = Dictionary(options.map { ($0.name, $0) }) { first, _ in first }
        self.others = others
    }

    /// outings-web's and outings-report's: the given options and `--help`, and nothing else; the
    /// value options named in `repeatable` may be given more than once.
    public init(program: String, values: [String: String], flags: Set<String>, repeatable: Set<String> = []) {
        let flags = flags.union(["help"]).map { Option.flag($0) }
        self.init(
            values.map { .value($0.key, $0.value, isRepeatable: repeatable.contains($0.key)) } + flags,
            others: .refused(program: program))
    }

    /// A mistake is `AppError(.usage, ...)`, one line (what the user typed made terminal-safe).
    public func read(_ words: [String]) throws -> Options {
        var given = Options()
        var rest = words[...]
        while let word = rest.popFirst() {
            if word == "--", case .arguments = others {
                given.beforeSeparator = given.arguments.count
                given.arguments += rest
                break
            }
            if word == "--", case .passedOn = others {
                given.arguments += [word] + rest
                break
            }
            guard let (name, inline) = Self.split(word == "-h" && options["help"] != nil ? "--help" : word)
            else {
                guard case .refused(let program) = others else {
                    given.arguments.append(word)
                    continue
                }
                throw AppError(.usage, CommandLineWording.notAnOption(word, program: program))
            }
            guard let option = options[name] else {
                switch others {
                case .refused(let program):
                    throw AppError(.usage, CommandLineWording.notAnOption(word, program: program))
                case .arguments(let unknownOption):
                    throw AppError(.usage, unknownOption(name))
                case .passedOn(let takesValue):
                    given.arguments.append(word)
                    if inline == nil, takesValue(name), let value = rest.popFirst() {
                        given.arguments.append(value)
                    }
                    continue
                }
            }
            guard option.isRepeatable || (given.values[name] == nil && !given.flags.contains(name)) else {
                throw AppError(.usage, CommandLineWording.givenTwice(name))
            }
            if let valueName = option.valueName {
                guard let value = inline ?? rest.popFirst() else {
                    throw AppError(
                        .usage, option.missingValue ?? CommandLineWording.needsValue(name, valueName))
                }
                given.values[name, default: []].append(value)
            } else if inline != nil {
                throw AppError(.usage, CommandLineWording.takesNoValue(name))
            } else {
                given.flags.insert(name)
            }
        }
        return given
    }

    /// `--name=value` as ("name", "value"), `--name` as ("name", nil); nil for a word that is not
    /// an option (`--` alone is not one either).
    private static func split(_ argument: String) -> (String, String?)? {
        guard argument.hasPrefix("--"), argument.count > 2 else { return nil }
        let body = argument.dropFirst(2)
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }
}

/// How every app words a mistake on its command line, so the same mistake reads the same in
/// each; what the user typed is made terminal-safe.
public enum CommandLineWording {
    public static func givenTwice(_ name: String) -> String { "--\(name) is given twice; give it once" }
    public static func needsValue(_ name: String, _ valueName: String) -> String {
        "--\(name) needs a value (\(valueName))"
    }
    public static func takesNoValue(_ name: String) -> String { "--\(name) takes no value" }

    /// "unknown option --jsn for 'outings places', did you mean --json?; usage: USAGE".
    public static func unknownOption(_ option: String, for command: String, hint: String = "", usage: String)
        -> String
    {
        "unknown option \(TextSanitizer.terminalSafe(option)) for '\(command)'\(hint); usage: \(usage)"
    }

    /// "unexpected argument 'x'; usage: USAGE".
    public static func unexpectedArgument(_ word: String, usage: String) -> String {
        "unexpected argument '\(TextSanitizer.terminalSafe(word))'; usage: \(usage)"
    }

    /// A word a program that takes only options does not know: "unknown option '--x'" or
    /// "unexpected argument 'x'", then "; see PROGRAM --help".
    static func notAnOption(_ word: String, program: String) -> String {
        let what = word.hasPrefix("-") ? "unknown option" : "unexpected argument"
        return "\(what) '\(TextSanitizer.terminalSafe(word))'; see \(program) --help"
    }
}

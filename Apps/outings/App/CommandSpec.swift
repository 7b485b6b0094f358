import AppSupport

/// A command the CLI knows, declared once: its words, arguments, options, help text and examples,
/// whether it may create the store, and how its handler is built and run.
struct CommandSpec {
    struct Option {
        let name: String
        let valueName: String?
        let help: String
        /// A command that cannot run without it: its usage shows it without brackets.
        var isRequired = false
        /// May be given more than once (`--tag a --tag b`); every value is kept, in order.
        var isRepeatable = false
        /// The message when its value is missing, where "--NAME needs a value (VALUE)" says too little.
        var missingValue: String? = nil

        static func flag(_ name: String, _ help: String, isRepeatable: Bool = false) -> Option {
            Option(name: name, valueName: nil, help: help, isRepeatable: isRepeatable)
        }

        static func value(_ name: String, _ valueName: String, _ help: String, missing: String? = nil)
            -> Option
        {
            Option(name: name, valueName: valueName, help: help, missingValue: missing)
        }

        /// A value option that may be given more than once, such as `--tag T`.
        static func repeatable(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help + " (repeatable)", isRepeatable: true)
        }

        /// An option the command needs, such as `move`'s `--to POSITION`.
        static func required(_ name: String, _ valueName: String, _ help: String) -> Option {
            Option(name: name, valueName: valueName, help: help, isRequired: true)
        }

        /// `--to POSITION` or `--json`, as usage and the options list both write it.
        var synopsis: String {
            "--\(name)" + (valueName.map { " \($0)" } ?? "")
        }
    }

    /// Where `outings --help` lists a top-level command; subcommands are listed by their group's help.
    enum OverviewSection: String, CaseIterable {
        case guide = "The guide"
        case stores = "Stores and setup"
        case help = "Help"
    }

    /// Whether a command may create its store: one that only reads never does.
    enum StoreUse {
        case reads
        case writes
        /// Writes with this flag or option given (`--refresh`, `--cancel ID`), else only reads.
        case writesWith(String)
        /// Names the stores it opens itself (`transfer`), so the default store is only read.
        case opensItsOwn
        /// Only reads, and a store that does not exist is an error (`check`: nothing to verify),
        /// as a transfer's source is; nothing is created.
        case readsExisting
    }

    /// Builds the command's handler from the composition root and runs it.
    typealias Run = @Sendable (CommandRunner) throws -> Void

    let words: [String]
    let arguments: [String]
    let summary: String
    let options: [Option]
    let details: String
    /// The EXAMPLES part of its help and of the man page.
    let examples: [String]
    let store: StoreUse
    /// A group word alone (such as `outings config`) prints its help; the overview leaves it out.
    var isGroup = false
    /// The section of `outings --help` that lists it; nil for a subcommand.
    var overview: OverviewSection? = nil
    let run: Run

    /// `outings attractions move ID --to POSITION`: optional options in brackets, required ones bare.
    var usage: String {
        let optionText = options.map { $0.isRequired ? $0.synopsis : "[\($0.synopsis)]" }
        return (["outings"] + words + arguments + optionText).joined(separator: " ")
    }

    /// "outings attractions edit": how messages name the command.
    var commandLine: String {
        (["outings"] + words).joined(separator: " ")
    }

    /// Arguments written `[LIKE_THIS]` may be left out.
    var requiredArgumentCount: Int { arguments.filter { !$0.hasPrefix("[") }.count }

    func option(named name: String) -> Option? {
        options.first { $0.name == name }
    }
}

extension CommandSpec.Option {
    /// Its help as the options list and the man page print it.
    var fullHelp: String { isRequired ? help + " (required)" : help }

    /// What the command line reader needs to know of it.
    var reading: OptionReader.Option {
        valueName.map { .value(name, $0, isRepeatable: isRepeatable, missing: missingValue) }
            ?? .flag(name, isRepeatable: isRepeatable)
    }
}

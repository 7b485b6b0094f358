import AppSupport
import Domain
import Presentation

/// What the shell completion scripts know, derived from the command catalog so a new command or
/// option completes without touching any script: command paths, their options and what each
/// argument or option value is (ids from the store, files, fixed words).
struct CompletionModel {
    /// What a word in a given place can be.
    enum Kind: String, CaseIterable {
        case placeIDs = "place-ids"
        case photoIDs = "photo-ids"
        case attractionIDs = "attraction-ids"
        case files, sizes, stores, shells, colors, formats
        case configKeys = "config-keys"
        case commands, none

        /// The kinds whose words come from the store at completion time (`outings __complete KIND`).
        var isDynamic: Bool { [.placeIDs, .photoIDs, .attractionIDs].contains(self) }
    }

    struct Command {
        /// "" for the top level, else the words joined by one space ("attractions edit").
        let path: String
        let subcommands: [String]
        /// Every option with its leading "--".
        let options: [String]
        /// Options that take a value, with the kind of that value.
        let valueOptions: [(name: String, kind: Kind)]
        let arguments: [Kind]
        /// One line about the command and each option, for shells that show descriptions (fish).
        var summary = ""
        var optionHelp: [String: String] = [:]
    }

    static let globalOptions = HelpText.globalOptions.map { "--\($0.name)" }
    static let storeSchemes = ["sqlite:", "memory:", "defaults:", "postgres://"]
    static let shells = ["bash", "zsh", "fish"]
    static let sizes = PhotoSize.allCases.map(\.rawValue)

    let commands: [Command]

    init(catalog: [CommandSpec] = CommandCatalog.all) {
        let top = Command(
            path: "", subcommands: Self.unique(catalog.map { $0.words[0] }), options: Self.globalOptions,
            valueOptions: [("store", .stores), ("color", .colors), ("member", .none)], arguments: [])
        commands =
            [top]
            + catalog.map { spec in
                Command(
                    path: spec.words.joined(separator: " "),
                    subcommands: catalog.filter { $0.words.dropLast() == spec.words[...] }.map {
                        $0.words.last!
                    },
                    options: spec.options.map { "--\($0.name)" },
                    valueOptions: spec.options.compactMap { option in
                        option.valueName.map { (option.name, Self.valueKinds[$0] ?? Kind.none) }
                    },
                    arguments: spec.arguments.map { Self.argumentKinds[$0] ?? Kind.none },
                    summary: spec.summary,
                    optionHelp: Dictionary(spec.options.map { ($0.name, $0.help) }) { first, _ in first })
            }
    }

    /// Words the given kind offers without asking the store (nil for store-backed kinds).
    func fixedWords(for kind: Kind) -> [String]? {
        switch kind {
        case .sizes: Self.sizes
        case .stores: Self.storeSchemes
        case .shells: Self.shells
        case .colors: ColorChoice.allCases.map(\.rawValue)
        case .formats: AttractionExportFormat.allCases.map(\.rawValue)
        case .configKeys: ConfigKey.allCases.map(\.rawValue)
        case .commands: commands[0].subcommands + HelpTopic.allCases.map(\.rawValue)
        case .none, .files: []
        case .placeIDs, .photoIDs, .attractionIDs: nil
        }
    }

    /// Every option that takes a value in some command, and `--store`: its next word is a value.
    var allValueOptions: [String] {
        Self.unique(commands.flatMap { $0.valueOptions.map { "--\($0.name)" } })
    }

    /// What the catalog's argument names and option value names stand for; any other is `.none`.
    private static let argumentKinds: [String: Kind] = [
        "PLACE_ID": .placeIDs, "PHOTO_ID": .photoIDs, "ID": .attractionIDs, "FILE|-": .files,
        "SHELL": .shells, "KEY": .configKeys, "[COMMAND...|TOPIC]": .commands,
    ]
    private static let valueKinds: [String: Kind] = [
        "S": .sizes, "STORE": .stores, "FORMAT": .formats, "FILE": .files, "FILE|-": .files,
    ]

    private static func unique(_ words: [String]) -> [String] {
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }
    }
}

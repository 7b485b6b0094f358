import AppSupport

/// Options that apply to every command, taken out before the command is matched.
struct GlobalOptions {
    var store: String?
    /// `--member NAME`: whose recents this command shows and records.
    var member: String?
    var help = false
    var version = false
    /// `--color auto|always|never`; auto when not given.
    var color = ColorChoice.auto
    /// The command and its own options, for `CommandParser`.
    var rest: [String] = []

    /// The options are `HelpText.globalOptions`; the other words go on to the command parser. A
    /// command option that takes a value keeps its value with it (`--name -h` names something
    /// "-h"), so that word is never read as `--help`, `--version` or `--store`; the catalog is
    /// built only when a word could be one.
    private static let reader = OptionReader(
        HelpText.globalOptions.map(\.reading),
        others: .passedOn { CommandCatalog.valueOptionNames.contains($0) })

    static func extract(from arguments: [String]) throws -> GlobalOptions {
        let given = try reader.read(arguments)
        return GlobalOptions(
            store: given["store"], member: given["member"], help: given.has("help"),
            version: given.has("version"),
            color: try given["color"].map(ColorChoice.parse) ?? .auto, rest: given.arguments)
    }
}

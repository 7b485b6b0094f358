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

    /// The other words go on to the command parser. A command option that takes a value keeps
    /// its value with it (`--name -h` names something "-h"), so that word is never read as
    /// `--help`, `--version` or `--store`; the catalog is built only when a word could be one.
    private static let reader = OptionReader(
        [
            .value("store", "STORE", missing: "--store needs a value, such as sqlite:PATH or memory:"),
            .value("member", "NAME", missing: "--member needs a member's name"),
            .value("color", "WHEN", missing: "--color needs a value: auto, always or never"),
            // Asking twice for help or the version is still asking once.
            .flag("help", isRepeatable: true), .flag("version", isRepeatable: true),
        ], others: .passedOn { CommandCatalog.valueOptionNames.contains($0) })

    static func extract(from arguments: [String]) throws -> GlobalOptions {
        let given = try reader.read(arguments)
        return GlobalOptions(
            store: given["store"], member: given["member"], help: given.has("help"),
            version: given.has("version"),
            color: try given["color"].map(ColorChoice.parse) ?? .auto, rest: given.arguments)
    }
}

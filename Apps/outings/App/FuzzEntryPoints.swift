import AppSupport
import Domain
import PlatformFoundation
import UseCases

/// Doors for the libFuzzer harnesses in `Fuzz/` (same package, so `package` access: no public API
/// for them): each runs one parser on arbitrary input exactly as the CLI would, and returns
/// normally for any input the CLI would reject with a message.
package enum FuzzEntryPoints {
    /// Arguments as the bytes a process receives: ones that are not UTF-8 are refused first.
    package static func parseRawCommandLine(_ arguments: [[UInt8]]) {
        guard let decoded = try? RawArguments.decode(arguments) else { return }
        parseCommandLine(decoded)
    }

    package static func parseCommandLine(_ arguments: [String]) {
        guard let global = try? GlobalOptions.extract(from: arguments) else { return }
        let parser = CommandParser(catalog: CommandCatalog.all)
        _ = (try? parser.helpSpec(for: global.rest))?.map(HelpText.command)
        guard let command = try? parser.parse(global.rest) else { return }
        // The commands' own ranges, not copies: a changed limit is fuzzed as it is.
        _ = try? command.integer("limit", in: PlaceCommands.limitRange)
        _ = try? command.integer("to", in: AttractionCommands.positionRange)
        // `photos near`'s point and distance, read by the same functions the command calls.
        _ = try? PhotosNear.centre(text: command.arguments.first ?? "")
        _ = try? command.value("within").map { try PhotosNear.distance(text: $0) }
    }

    /// Feeds lines to an editor session on an attraction in an in-memory store. A first line of
    /// `--json` runs the session as `--json` does.
    package static func runEditorSession(lines: [String]) {
        let json = lines.first == "--json"
        let console = ScriptedConsole(lines: json ? Array(lines.dropFirst()) : lines)
        let root = CompositionRoot(
            selection: { try StoreSelection.resolve(option: "memory:", environment: [:]) }, environment: [:],
            console: console, format: .text)
        guard let store = try? root.stores().attractions,
            let original = try? store.add(Attraction(id: "fuzz", name: "Fuzz Park")),
            let editing = try? root.attractionEditSession(for: original)
        else { return }
        _ = try? root.editorSession(editing: editing, json: json).run()
    }
}

/// A console whose input is a fixed list of lines and whose output goes nowhere.
private final class ScriptedConsole: Console {
    private var lines: [String]

    init(lines: [String]) {
        self.lines = lines.reversed()
    }

    func write(_ text: String) {}
    func writeError(_ text: String) {}
    func write(data: Data) {}
    func readLine() -> String? { lines.popLast() }
    func read(upTo limit: Int) -> Data { Data() }
    var isInteractive: Bool { false }
}

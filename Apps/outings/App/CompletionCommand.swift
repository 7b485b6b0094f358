import AppSupport
import Platform
import UseCases

/// `outings completion SHELL` prints a script; the hidden `outings __complete KIND` prints the
/// ids the script offers, one per line.
struct CompletionCommand {
    let console: any Console

    func printScript(for shell: String) throws {
        switch shell {
        case "bash": console.write(BashCompletionScript.bash())
        case "zsh": console.write(BashCompletionScript.zsh())
        case "fish": console.write(FishCompletionScript.script())
        default:
            throw CLIError.usage(
                "no completion for '\(TextSanitizer.terminalSafe(shell))'; choose bash, zsh or fish")
        }
    }

    /// Ids of `kind` in the store, one per line; `described`, each followed by a tab and what it
    /// names (an attraction's or place's name, a photo's title) for zsh and fish to show beside it.
    /// Runs while the user presses Tab, so it never fails noisily: a missing or unreadable store,
    /// or an unknown kind, prints nothing. Only ids that a shell can take as one plain word are
    /// printed: an id from an imported file could hold a space, `;` or an escape sequence, and the
    /// shell would put it on the command line as it is.
    func printIDs(kind: String, described: Bool = false, stores: () throws -> Stores) {
        guard let kind = CompletionModel.Kind(rawValue: kind), kind.isDynamic, let stores = try? stores()
        else {
            return
        }
        let entries: [(id: String, text: String)]
        switch kind {
        case .placeIDs: entries = (try? stores.catalog.places().map { ($0.id, $0.name) }) ?? []
        case .photoIDs: entries = (try? stores.catalog.allPhotos().map { ($0.id, $0.title) }) ?? []
        case .attractionIDs: entries = (try? stores.attractions.attractions().map { ($0.id, $0.name) }) ?? []
        default: entries = []
        }
        let lines = entries.filter { Self.isPlainWord($0.id) }.map { entry in
            described ? entry.id + "\t" + Self.description(entry.text) : entry.id
        }
        console.write(lines.map { $0 + "\n" }.joined())
    }

    /// Stored text as a completion menu shows it: one line, no control character (a tab or line
    /// break would start another candidate, an escape would drive the terminal), at most 60
    /// columns. The shells show it as data and never evaluate it, so quotes, `$(...)`, backticks,
    /// colons and `--` stay what they are: characters.
    static func description(_ text: String) -> String {
        let safe = TextSanitizer.terminalSafe(text).split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
        return DisplayWidth.truncate(safe, to: 60)
    }

    static func isPlainWord(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 256 && id.isASCIIAlphanumeric(plus: "-_.@+,%")
    }
}

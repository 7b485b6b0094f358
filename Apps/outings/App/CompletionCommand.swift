import AppSupport
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

    /// Ids of `kind` in the store. Runs while the user presses Tab, so it never fails noisily: a
    /// missing or unreadable store, or an unknown kind, prints nothing. Only ids that a shell can
    /// take as one plain word are printed: an id from an imported file could hold a space, `;` or
    /// an escape sequence, and the shell would put it on the command line as it is.
    func printIDs(kind: String, stores: () throws -> Stores) {
        guard let kind = CompletionModel.Kind(rawValue: kind), kind.isDynamic, let stores = try? stores()
        else {
            return
        }
        let ids: [String]
        switch kind {
        case .placeIDs: ids = (try? stores.catalog.places().map(\.id)) ?? []
        case .photoIDs: ids = (try? stores.catalog.allPhotos().map(\.id)) ?? []
        case .attractionIDs: ids = (try? stores.attractions.attractions().map(\.id)) ?? []
        default: ids = []
        }
        let plain = ids.filter(Self.isPlainWord)
        console.write(plain.map { $0 + "\n" }.joined())
    }

    static func isPlainWord(_ id: String) -> Bool {
        !id.isEmpty && id.utf8.count <= 256
            && id.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                        || ("0"..."9").contains(scalar)
                        || "-_.@+,%".unicodeScalars.contains(scalar))
            }
    }
}

import UseCases

/// Commands for the scripts Outings generates, not for people, so `--help` does not list them:
/// `__complete KIND [--describe]` (ids, and what each names, for shell completion), `__man` (the
/// man page, for Scripts/install) and `__commands-markdown` (docs/commands.md, the command reference).
enum HiddenCommands {
    /// True when `arguments` was a hidden command, which has then run.
    static func run(_ arguments: [String], console: any Console, stores: () throws -> Stores) -> Bool {
        switch arguments.first {
        case "__complete":
            let described = arguments.count == 3 && arguments[2] == "--describe"
            guard arguments.count == 2 || described else { return true }
            CompletionCommand(console: console).printIDs(
                kind: arguments[1], described: described, stores: stores)
            return true
        case "__man":
            console.write(ManPage.text())
            return true
        case "__commands-markdown":
            console.write(CommandReference.text())
            return true
        default:
            return false
        }
    }
}

import UseCases

/// Commands for the scripts Outings generates, not for people, so `--help` does not list them:
/// `__complete KIND` (ids for shell completion) and `__man` (the man page, for Scripts/install).
enum HiddenCommands {
    /// True when `arguments` was a hidden command, which has then run.
    static func run(_ arguments: [String], console: any Console, stores: () throws -> Stores) -> Bool {
        switch arguments.first {
        case "__complete":
            guard arguments.count == 2 else { return true }
            CompletionCommand(console: console).printIDs(kind: arguments[1], stores: stores)
            return true
        case "__man":
            console.write(ManPage.text())
            return true
        default:
            return false
        }
    }
}

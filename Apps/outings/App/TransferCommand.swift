import AppSupport
import Presentation
import UseCases

/// `outings transfer --from STORE --to STORE [--replace [--drop-members]]`: copies one whole store into another.
struct TransferCommand {
    let command: ParsedCommand
    /// A store named on the command line, read as `--store` reads it.
    let parseLocation: (String) throws -> StoreLocation
    /// The whole backend at a location, from the factory every app shares.
    let openStores: (StoreLocation, StoreAccess) throws -> Stores
    let status: StatusPresenter

    func run() throws {
        guard let fromText = command.value("from"), let toText = command.value("to") else {
            throw CLIError.usage("transfer needs --from STORE and --to STORE")
        }
        let source = try parseLocation(fromText)
        let target = try parseLocation(toText)
        guard source != target || source == .memory else {
            throw CLIError.usage("--from and --to name the same store")
        }
        // The source first, and only if it exists: a mistyped --from must not create a store, nor
        // (with --replace) empty the target.
        let from = try openStores(source, .existing)
        let transfer = TransferStores(from: from, to: try openStores(target, .write))
        status.transferred(
            try transfer(replace: command.has("replace"), dropMembers: command.has("drop-members")))
    }
}

import AppSupport
import UseCases

extension CommandRunner {
    /// `outings transfer --from STORE --to STORE [--replace]`.
    func transfer() throws {
        guard let fromText = command.value("from"), let toText = command.value("to") else {
            throw CLIError.usage("transfer needs --from STORE and --to STORE")
        }
        let source = try StoreLocation.parse(fromText, environment: root.environment)
        let target = try StoreLocation.parse(toText, environment: root.environment)
        guard source != target || source == .memory else {
            throw CLIError.usage("--from and --to name the same store")
        }
        // The source first, and only if it exists: a mistyped --from must not create a store, nor
        // (with --replace) empty the target.
        let from = try root.makeStores(at: source, access: .existing)
        let transfer = TransferStores(from: from, to: try root.makeStores(at: target, access: .write))
        root.statusPresenter.transferred(try transfer(replace: command.has("replace")))
    }
}

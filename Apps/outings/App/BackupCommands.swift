import AppSupport
import Platform
import Presentation
import UseCases

/// `outings backup FILE|- [--with-accounts]` and `outings restore FILE [--replace [--drop-members]]` on the store
/// in use.
struct BackupCommands {
    let command: ParsedCommand
    let stores: () throws -> Stores
    /// The guide's own files, which FILE may not name.
    let storeFiles: () throws -> [String]
    let status: StatusPresenter
    /// Where `backup -` writes: standard output, unless it is a terminal.
    let console: any Console

    func backup() throws {
        let path = command.argument(0)
        let withAccounts = command.has("with-accounts")
        if path == ParsedCommand.standardStream {
            // A backup is data to keep, checksummed byte for byte: never shown on a terminal, where
            // it could not be made safe without changing it.
            guard !console.isTerminal(.output) else {
                throw CLIError.usage("backup - writes to standard output, which is a terminal; redirect it")
            }
            let summary = try GuideBackup(stores: try stores()).write(withAccounts: withAccounts) {
                [console] in
                console.write(data: Data($0))
                try console.stopIfOutputFailed()
            }
            return status.backedUp(summary, to: "standard output")
        }
        let protected = try storeFiles()
        do {
            try AtomicFile.requireReplaceable(path, sparing: protected)
        } catch {
            throw BackupError.file(error)
        }
        let summary = try GuideBackup(stores: try stores()).write(to: path, withAccounts: withAccounts)
        status.backedUp(summary, to: path)
    }

    func restore() throws {
        let summary = try RestoreGuide(into: stores)(
            from: command.argument(0), replace: command.has("replace"),
            dropMembers: command.has("drop-members"))
        status.restored(summary)
    }
}

extension CompositionRoot {
    /// `backup` and `restore` on this command's store, opened only when they reach it.
    func backupCommands(_ command: ParsedCommand) -> BackupCommands {
        BackupCommands(
            command: command, stores: { [unowned self] in try stores() },
            storeFiles: { [unowned self] in try storeFiles() }, status: statusPresenter, console: console)
    }
}

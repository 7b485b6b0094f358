import AppSupport
import Platform
import Presentation
import UseCases

/// `outings backup FILE [--with-accounts]` and `outings restore FILE [--replace [--drop-members]]` on the store
/// in use.
struct BackupCommands {
    let command: ParsedCommand
    let stores: () throws -> Stores
    /// The guide's own files, which FILE may not name.
    let storeFiles: () throws -> [String]
    let status: StatusPresenter

    func backup() throws {
        let path = command.argument(0)
        let protected = try storeFiles()
        do {
            try AtomicFile.requireReplaceable(path, sparing: protected)
        } catch {
            throw BackupError.file(error)
        }
        let summary = try GuideBackup(stores: try stores()).write(
            to: path, withAccounts: command.has("with-accounts"))
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
            storeFiles: { [unowned self] in try storeFiles() }, status: statusPresenter)
    }
}

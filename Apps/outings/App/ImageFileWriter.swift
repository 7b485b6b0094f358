import Domain
import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a downloaded image to the user's file: into a temporary beside it, then into place in
/// one step, so the file is whole or absent. Without `overwrite`, `link` puts it in place only
/// if the name is still free (a file that appeared meanwhile is kept: exit 73).
struct ImageFileWriter {
    let path: String
    let overwrite: Bool

    /// The early check, before any download.
    func checkNotExisting() throws {
        var info = stat()
        guard !overwrite, lstat(path, &info) == 0 else { return }
        throw exists
    }

    private var exists: CLIError {
        CLIError(code: .cannotCreate, message: "\(path) already exists; add --force to overwrite it")
    }

    /// Mode 0666 less the umask, as any new file of the user's.
    func write(_ data: Data) throws {
        do {
            if overwrite {
                try AtomicFile.replace(path, with: data, mode: 0o666)
            } else {
                try AtomicFile.create(path, with: data, mode: 0o666)
            }
        } catch {
            throw error.code == EEXIST && !overwrite
                ? exists : CLIError(code: .ioError, message: "cannot write \(path): \(error.reason)")
        }
    }
}

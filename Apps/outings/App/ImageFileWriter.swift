import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
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

    func write(_ data: Data) throws {
        let folder = PathText.parentFolder(of: path)
        let temporary =
            (folder.isEmpty ? "." : folder) + "/.outings-download-\(getpid())-\(UUID().uuidString)"
        if let problem = Self.create(temporary, holding: data) {
            unlink(temporary)
            throw CLIError(code: .ioError, message: "cannot write \(path): \(problem)")
        }
        defer { unlink(temporary) }
        if overwrite {
            guard rename(temporary, path) == 0 else { throw failure(errno) }
        } else {
            guard link(temporary, path) == 0 else { throw errno == EEXIST ? exists : failure(errno) }
        }
    }

    private func failure(_ code: Int32) -> CLIError {
        CLIError(code: .ioError, message: "cannot write \(path): \(String(cString: strerror(code)))")
    }

    /// Writes `data` to a new file at `path` (never over an existing one); why not when it fails.
    private static func create(_ path: String, holding data: Data) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        let failure = StandardConsole.writeAll([UInt8](data), to: descriptor)
        if close(descriptor) != 0, failure == nil { return String(cString: strerror(errno)) }
        return failure
    }
}

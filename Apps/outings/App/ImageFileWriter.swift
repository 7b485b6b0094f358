import Foundation

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
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            (folder.isEmpty ? "." : folder) + "/.outings-download-\(getpid())-\(UUID().uuidString)"
        do {
            try data.write(to: URL(fileURLWithPath: temporary), options: [.withoutOverwriting])
        } catch {
            throw CLIError(code: .ioError, message: "cannot write \(path): \(Self.reason(error))")
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

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        return underlying.map { String(cString: strerror(Int32($0.code))) } ?? "it cannot be created"
    }
}

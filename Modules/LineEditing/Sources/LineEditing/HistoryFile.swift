import CLibEdit
import Platform
import PlatformFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a line editor keeps what was typed between sessions. The file is only ever written whole
/// through a private temporary beside it (0600 from the start, then renamed), so a crash never
/// leaves half a history and no other user can read what was typed. libedit writes the temporary
/// itself (it needs a real file: it sets the mode through the descriptor), so this is not
/// `AtomicFile.replace`, which takes bytes.
public struct HistoryFile: Sendable, Equatable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// Reads the file into `history` if it exists; a missing or unreadable file is an empty history.
    func load(into history: OpaquePointer, with lib: UnsafePointer<clibedit_library>) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        _ = clibedit_history_load(lib, history, path)
    }

    /// Writes `history` over the file; returns why not when it could not.
    func save(_ history: OpaquePointer, with lib: UnsafePointer<clibedit_library>) -> String? {
        let folder = AtomicFile.folder(of: path)
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            return "cannot create \(folder)"
        }
        var template = Array((path + ".XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return SystemError("write in", folder).description }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Exactly 0600 whatever the umask: only its owner may read what was typed.
        fchmod(descriptor, 0o600)
        guard let file = fdopen(descriptor, "w") else {
            close(descriptor)
            unlink(temporary)
            return "cannot write \(temporary)"
        }
        let saved = clibedit_history_save(lib, history, file) >= 0
        let closed = fclose(file) == 0
        guard saved, closed, rename(temporary, path) == 0 else {
            let reason = SystemError.reason(errno)
            unlink(temporary)
            return "cannot write \(path): \(reason)"
        }
        AtomicFile.syncFolder(of: path)
        return nil
    }
}

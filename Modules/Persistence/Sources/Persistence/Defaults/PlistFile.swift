import Domain
import UseCases

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The suite's plist on disk. Written whole to a temporary file (mode 0600 from its first byte),
/// flushed, then renamed over the plist: a reader sees the old file or the new one, never a torn
/// one, and a process killed mid-write leaves the last acknowledged state.
struct PlistFile {
    let path: String

    var folder: String { Self.folder(of: path) }

    /// Everything before the last "/" ("/" for a file at the root, "." for a bare name), found
    /// among the UTF-8 bytes: a "/" joined to a combining mark is still a "/" (`PathText`).
    static func folder(of path: String) -> String {
        let parent = PathText.parentFolder(of: path)
        return parent.isEmpty ? "." : parent
    }

    /// The bytes, or nil when the file does not exist.
    func read() throws -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw StoreError.unavailable("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress!, $0.count)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw StoreError.unavailable("cannot read \(path): \(String(cString: strerror(errno)))")
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    func write(_ data: Data) throws {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw failure("create", temporary) }
        var written = 0
        let complete = data.withUnsafeBytes { bytes -> Bool in
            while written < bytes.count {
                let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        let problem = complete && fsync(descriptor) == 0 ? nil : failure("write", temporary)
        close(descriptor)
        if let problem {
            unlink(temporary)
            throw problem
        }
        guard rename(temporary, path) == 0 else {
            let problem = failure("replace", path)
            unlink(temporary)
            throw problem
        }
        // The rename itself is durable once the folder is flushed.
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private func failure(_ action: String, _ file: String) -> StoreError {
        StoreError.unavailable("cannot \(action) \(file): \(String(cString: strerror(errno)))")
    }
}

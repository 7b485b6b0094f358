import Platform
import PlatformFoundation
import UseCases

/// The suite's plist on disk. Written whole to a temporary file (mode 0600 from its first byte),
/// flushed, then renamed over the plist: a reader sees the old file or the new one, never a torn
/// one, and a process killed mid-write leaves the last acknowledged state.
struct PlistFile {
    let path: String

    var folder: String { AtomicFile.folder(of: path) }

    /// The bytes, or nil when the file does not exist.
    func read() throws -> Data? {
        do {
            return try Descriptor.contents(ofFile: path)
        } catch {
            throw StoreError.unavailable(error.description)
        }
    }

    func write(_ data: Data) throws {
        do {
            try AtomicFile.replace(path, with: data)
        } catch {
            throw StoreError.unavailable(error.description)
        }
    }
}

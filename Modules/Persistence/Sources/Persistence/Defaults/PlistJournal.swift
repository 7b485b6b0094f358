import Platform
import PlatformFoundation
import UseCases

#if canImport(Glibc)
    import Glibc
#endif

/// Recovers a write that an older Outings left interrupted. Those versions let Foundation rewrite
/// the plist in place, guarded by a copy (`.bak`) and a marker (`.writing`); finding the marker
/// means a write died before it was acknowledged, so the copy is put back. Today's writes replace
/// the file by rename (`PlistFile`) and leave no marker. Runs only under the exclusive lock.
struct PlistJournal {
    let plistPath: String

    private var backupPath: String { plistPath + ".bak" }
    private var markerPath: String { plistPath + ".writing" }
    private var files: FileManager { .default }

    func recoverInterruptedWrite() throws {
        guard files.fileExists(atPath: markerPath) else { return }
        if files.fileExists(atPath: backupPath) {
            try replace(plistPath, withCopyOf: backupPath)
        } else if files.fileExists(atPath: plistPath) {
            // The interrupted write was the first one: before it there was no plist at all.
            try remove(plistPath)
        }
        try remove(markerPath)
    }

    var hasInterruptedWrite: Bool { files.fileExists(atPath: markerPath) }

    /// Puts a copy of `source` in place of `target` in one step: never a torn `target`.
    private func replace(_ target: String, withCopyOf source: String) throws {
        do {
            try AtomicFile.replace(target, with: try Descriptor.contents(ofFile: source) ?? Data())
        } catch {
            throw StoreError.unavailable(error.description)
        }
    }

    private func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StoreError.unavailable("cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }
}

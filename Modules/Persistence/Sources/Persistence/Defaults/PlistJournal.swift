import UseCases

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
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

    /// Copies `source` beside `target`, then renames it over `target`: never a torn `target`.
    private func replace(_ target: String, withCopyOf source: String) throws {
        let temporary = target + ".tmp"
        do {
            if files.fileExists(atPath: temporary) { try files.removeItem(atPath: temporary) }
            try files.copyItem(atPath: source, toPath: temporary)
            chmod(temporary, 0o600)
        } catch {
            throw StoreError.unavailable("cannot copy \(source)")
        }
        guard rename(temporary, target) == 0 else {
            throw StoreError.unavailable("cannot replace \(target): \(String(cString: strerror(errno)))")
        }
    }

    private func remove(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw StoreError.unavailable("cannot remove \(path): \(String(cString: strerror(errno)))")
        }
    }
}

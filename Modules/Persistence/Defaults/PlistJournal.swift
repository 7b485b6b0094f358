import Foundation
import UseCases

/// Makes UserDefaults' writes crash-safe. Foundation rewrites the plist in place (truncate, then
/// write), so a process killed mid-write would leave a torn file and lose the whole store. Before
/// each write the journal keeps a copy of the plist (`.bak`, replaced atomically by rename) and a
/// marker (`.writing`); the marker is removed once the write is complete. Finding the marker later
/// means a write was interrupted before it was acknowledged, so the copy is put back.
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

    func beginWrite() throws {
        if files.fileExists(atPath: plistPath) {
            try replace(backupPath, withCopyOf: plistPath)
        } else if files.fileExists(atPath: backupPath) {
            try remove(backupPath)
        }
        guard files.createFile(atPath: markerPath, contents: nil, attributes: [.posixPermissions: 0o600])
        else {
            throw StoreError.unavailable("cannot write \(markerPath)")
        }
    }

    func endWrite() throws {
        try remove(markerPath)
    }

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

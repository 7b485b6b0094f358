import Foundation
import UseCases

/// The property-list backend: Foundation's `UserDefaults(suiteName:)`, the store the original app
/// used. On Linux the suite lives at `$XDG_CONFIG_HOME/SUITE.plist` (else `~/.config`).
///
/// Guarantee: every change is atomic across processes. UserDefaults alone is not: it caches, writes
/// only on `synchronize()`, and two processes doing read-modify-write lose updates. So each change
/// takes an exclusive `flock` on `SUITE.plist.lock`, reloads (`synchronize`), changes, and writes
/// (`synchronize`) before unlocking; reads take a shared lock. `PlistJournal` makes a write that
/// is killed midway roll back to the last acknowledged state. A plist that does not parse (and is
/// not explained by an interrupted write) is reported as corrupt and never written over.
public final class UserDefaultsStore {
    enum Key {
        static let attractions = "attractions"
        static let places = "places"
        static let photos = "photos"
        static let recents = "recents"
    }

    let defaults: UserDefaults
    public let plistPath: String
    private let lock: FileLock
    private let journal: PlistJournal

    public init(suiteName: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws
    {
        guard Self.isValidSuiteName(suiteName) else {
            throw StoreError.unavailable("suite name '\(suiteName)' must be letters, digits, '.', '-' or '_'")
        }
        let folder = Self.configFolder(environment: environment)
        try Self.createFolderIfMissing(folder)
        guard let defaults = UserDefaults(suiteName: suiteName) else {
            throw StoreError.unavailable("UserDefaults refused the suite name '\(suiteName)'")
        }
        self.defaults = defaults
        plistPath = folder + "/" + suiteName + ".plist"
        lock = FileLock(path: plistPath + ".lock")
        journal = PlistJournal(plistPath: plistPath)
    }

    /// Runs `body` on a fresh view of the plist under the lock, writing afterwards when `writing`.
    func access<T>(writing: Bool, _ body: () throws -> T) throws -> T {
        try lock.withLock(exclusive: writing) {
            try journal.recoverInterruptedWrite()
            try requireReadablePlist()
            defaults.synchronize()
            let result = try body()
            if writing {
                try journal.beginWrite()
                guard defaults.synchronize() else {
                    throw StoreError.unavailable("cannot write \(plistPath)")
                }
                chmod(plistPath, 0o600)
                try journal.endWrite()
            }
            return result
        }
    }

    func entries(_ key: String) throws -> [[String: Any]] {
        guard let value = defaults.object(forKey: key) else { return [] }
        guard let entries = value as? [[String: Any]] else {
            throw StoreError.corrupt("\(plistPath): '\(key)' is not a list of dictionaries")
        }
        return entries
    }

    /// Decodes every entry of a key, treating any entry that does not decode as corruption.
    func decoded<T>(_ key: String, _ decode: ([String: Any]) -> T?) throws -> [T] {
        try entries(key).map { entry in
            guard let value = decode(entry) else {
                throw StoreError.corrupt("\(plistPath): an entry of '\(key)' is missing required fields")
            }
            return value
        }
    }

    private func requireReadablePlist() throws {
        guard let data = FileManager.default.contents(atPath: plistPath), !data.isEmpty else { return }
        do {
            _ = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw StoreError.corrupt("\(plistPath) is not a readable property list")
        }
    }

    /// Letters, digits, '.', '-' and '_', not starting with '.': a plain file name in the config folder.
    public static func isValidSuiteName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0)
            }
    }

    /// Where Foundation on Linux keeps suites: `$XDG_CONFIG_HOME`, else `~/.config`.
    static func configFolder(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
    }

    private static func createFolderIfMissing(_ folder: String) throws {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError.unavailable("cannot create folder \(folder)")
        }
    }
}

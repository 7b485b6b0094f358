import Platform
import PlatformFoundation
import UseCases

/// The property-list backend: the suite file `UserDefaults(suiteName:)` uses on Linux,
/// `$XDG_CONFIG_HOME/SUITE.plist` (else `$HOME/.config/SUITE.plist`), in the shape the original app
/// kept (Flickr photo dictionaries under `recents`).
///
/// Outings reads and writes that file itself rather than through the `UserDefaults` object, because
/// the object cannot give the guarantees a store needs: it caches and loses updates between
/// processes, rewrites the file in place (a kill mid-write tears it), creates it 0666, merges in
/// CoreFoundation's search list (`.GlobalPreferences.plist`, `/usr/local/etc/SUITE.plist`), and
/// with HOME unset writes somewhere else than it reads. Here:
/// - every change takes an exclusive `flock` on `SUITE.plist.lock` (at most 10 s, else
///   `StoreError.busy`), reads the file once, changes it and replaces it by rename;
/// - the bytes are decoded only when they differ from those this store last read or wrote, so a
///   command that reads and then changes decodes the plist once (`PlistDocumentCache`);
/// - reads take no lock: a rename is atomic, so a reader sees one whole version;
/// - every value's type is checked on reading; a plist that is not of the expected shape is
///   `StoreError.corrupt` and never written over; a newer format is `StoreError.newerVersion`.
///
/// `Sendable`: the `flock` keeps processes apart, and an in-process lock makes threads of one
/// process queue for it in turn rather than poll the file lock against each other.
public typealias PropertyListStore = DocumentStore<PropertyListFile>

extension DocumentStore where Keeper == PropertyListFile {
    /// Opens suite `suiteName`'s property list (see `PropertyListFile`).
    public convenience init(
        suiteName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        access: PropertyListFile.Access = .readWrite, lockTimeout: TimeInterval = 10
    ) throws {
        self.init(
            keeper: try PropertyListFile(
                suiteName: suiteName, environment: environment, access: access, lockTimeout: lockTimeout))
    }

    /// The property list's path.
    public var plistPath: String { keeper.plistPath }

    public static func isValidSuiteName(_ name: String) -> Bool {
        PropertyListFile.isValidSuiteName(name)
    }

    /// Where suite `suiteName`'s property list is, without opening it.
    public static func plistPath(suiteName: String, environment: [String: String]) throws -> String {
        try PropertyListFile.plistPath(suiteName: suiteName, environment: environment)
    }
}

/// The keeper of the property-list store.
public final class PropertyListFile: DocumentKeeper {
    public enum Access: Sendable {
        /// A change creates the folder (0700) and the file (0600) when missing.
        case readWrite
        /// Creates nothing: a suite without a plist is `StoreError.missing`.
        case readOnly
    }

    public let plistPath: String
    private let file: PlistFile
    private let lock: FileLock
    private let journal: PlistJournal
    /// The last document read or written, so one command decodes the plist once (see the type).
    private let cache = PlistDocumentCache()
    /// Taken around the `flock`; recursive so a change whose closure reads the store cannot hang.
    private let threadLock = RecursiveLock()

    init(
        suiteName: String, environment: [String: String], access: Access, lockTimeout: TimeInterval
    ) throws {
        guard Self.isValidSuiteName(suiteName) else {
            throw StoreError.unavailable("suite name '\(suiteName)' must be letters, digits, '.', '-' or '_'")
        }
        let folder = try Self.configFolder(environment: environment)
        plistPath = folder + "/" + suiteName + ".plist"
        file = PlistFile(path: plistPath)
        lock = FileLock(path: plistPath + ".lock", timeout: lockTimeout)
        journal = PlistJournal(plistPath: plistPath)
        if access == .readOnly {
            guard FileManager.default.fileExists(atPath: plistPath) || journal.hasInterruptedWrite else {
                throw StoreError.missing(plistPath)
            }
        }
        // As SQLite and PostgreSQL do, a store from a newer Outings is refused at opening, where
        // the app says what named the store. The decoded document is cached: no second parse.
        do {
            _ = try read()
        } catch StoreError.corrupt {
            // Still opens, so `check` can list the problems; reads report them.
        }
    }

    /// The document as stored now (empty when there is no file yet).
    public func read() throws -> GuideDocument {
        if journal.hasInterruptedWrite {
            try threadLock.withLock { try exclusively { try journal.recoverInterruptedWrite() } }
        }
        guard let data = try file.read() else { return GuideDocument() }
        return try opened(data)
    }

    /// Read, change and replace the document under the exclusive lock. When `change` throws,
    /// nothing is written.
    public func change<T>(_ change: (inout GuideDocument) throws -> T) throws -> T {
        try Self.createFolderIfMissing(file.folder)
        return try threadLock.withLock {
            try exclusively {
                try journal.recoverInterruptedWrite()
                var document =
                    try file.read().map { try cache.take(matching: $0) ?? decoded($0) } ?? GuideDocument()
                let result = try change(&document)
                let data = document.data()
                try file.write(data)
                // What was written is what the next read of this store finds, unless another
                // process writes first (then the bytes differ and are decoded).
                document.settleAsStored()
                cache.remember(document, as: data)
                return result
            }
        }
    }

    /// Runs `body` holding the suite's file lock; a lock not had is a store error (busy: exit 74).
    private func exclusively<T>(_ body: () throws -> T) throws -> T {
        do {
            return try lock.withExclusiveLock(body)
        } catch let failure as FileLock.Failure {
            switch failure {
            case .busy(let detail): throw StoreError.busy(detail)
            case .unavailable(let error): throw StoreError.unavailable(error.description)
            }
        }
    }

    /// The document with what its decoding found (the layout rules, ids stored twice), for
    /// `check`: a value of the wrong type is the one problem reported, since nothing after it can
    /// be trusted (thrown, as a store error).
    public func keepingProblems() throws -> (document: GuideDocument, problems: [String]) {
        guard let data = try file.read() else { return (GuideDocument(), []) }
        // Opening decoded a sound document already: what is cached was decoded without problems.
        let document = try cache.peek(matching: data) ?? GuideDocument(data: data, path: plistPath)
        // A sound document is what reading opens: kept, so `check`'s reads of the members
        // that follow do not parse the file again.
        if document.problems.isEmpty { _ = try? cache.document(for: data) { _ in document } }
        return (document, document.problems)
    }

    private func opened(_ data: Data) throws -> GuideDocument {
        try cache.document(for: data, decode: decoded)
    }

    private func decoded(_ data: Data) throws -> GuideDocument {
        do {
            return try GuideDocument.open(data, path: plistPath)
        } catch StoreError.corrupt(let detail) {
            throw StoreError.corrupt("\(plistPath): \(detail)")
        }
    }

    /// Letters, digits, '.', '-' and '_', not starting with '.': a plain file name in the config folder.
    public static func isValidSuiteName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".")
            && name.unicodeScalars.allSatisfy {
                isLetterMarkOrNumber($0) || "._-".unicodeScalars.contains($0)
            }
    }

    /// What `CharacterSet.alphanumerics` holds (not in FoundationEssentials): the Unicode
    /// categories L*, M* and N*.
    private static func isLetterMarkOrNumber(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// `$XDG_CONFIG_HOME` when absolute, else `$HOME/.config`. With neither there is no folder
    /// that is certainly the user's, so the store refuses rather than guess.
    /// Where suite `suiteName`'s property list is, without opening it.
    public static func plistPath(suiteName: String, environment: [String: String]) throws -> String {
        try configFolder(environment: environment) + "/" + suiteName + ".plist"
    }

    static func configFolder(environment: [String: String]) throws -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return xdg }
        guard let home = environment["HOME"], home.hasPrefix("/") else {
            throw StoreError.unavailable(
                "cannot locate the defaults folder: set HOME or XDG_CONFIG_HOME to an absolute path")
        }
        return home + "/.config"
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

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
public final class UserDefaultsStore: Sendable {
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

    public init(
        suiteName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        access: Access = .readWrite, lockTimeout: TimeInterval = 10
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

    /// The document as stored now (empty when there is no file yet); inside a change open on
    /// this thread (`inOneTransaction`), that change's document.
    func read() throws -> PlistDocument {
        if let open = openChange { return open.document }
        if journal.hasInterruptedWrite {
            try threadLock.withLock { try exclusively { try journal.recoverInterruptedWrite() } }
        }
        guard let data = try file.read() else { return PlistDocument() }
        return try opened(data)
    }

    /// Read, change and replace the document under the exclusive lock. When `change` throws,
    /// nothing is written.
    func change<T>(_ change: (inout PlistDocument) throws -> T) throws -> T {
        if let open = openChange {
            // Part of a larger change: kept in its document, written when it ends.
            var document = open.document
            let result = try change(&document)
            open.document = document
            return result
        }
        try Self.createFolderIfMissing(file.folder)
        return try threadLock.withLock {
            try exclusively {
                try journal.recoverInterruptedWrite()
                var document =
                    try file.read().map { try cache.take(matching: $0) ?? decoded($0) } ?? PlistDocument()
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

    /// The document with every problem found, for `check`: a value of the wrong type is the one
    /// problem reported, since nothing after it can be trusted.
    public func problems() throws -> [String] {
        guard let data = try file.read() else { return [] }
        do {
            // Opening decoded a sound document already: what is cached was decoded without problems.
            let document = try cache.peek(matching: data) ?? PlistDocument(data: data, path: plistPath)
            // A sound document is what reading opens: kept, so `check`'s reads of the members
            // that follow do not parse the file again.
            if document.problems.isEmpty { _ = try? cache.document(for: data) { _ in document } }
            return document.problems + GuideInvariants.unreadableValues(in: document.attractions.items)
                + GuideInvariants.problems(
                    photos: document.photos + document.recents, places: document.places)
                + GuideInvariants.problems(licences: document.licences)
        } catch let error as StoreError {
            return [error.description]
        }
    }

    private func opened(_ data: Data) throws -> PlistDocument {
        try cache.document(for: data, decode: decoded)
    }

    private func decoded(_ data: Data) throws -> PlistDocument {
        do {
            return try PlistDocument.open(data, path: plistPath)
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

import Foundation
import ImageFileCache
import TestSupport
import Testing
import UseCases

/// The cache trusts nothing it did not make: a folder another user could change is refused (or
/// made private again when it is the user's own), and whatever sits where an image goes and is not
/// a regular file of the user's is never read, only dropped and fetched again.
struct CacheTrustTests {
    /// `nobody`, standing in for another local user.
    static let otherUser: uid_t = 65534
    static let otherGroup: gid_t = 65534
    static let isRoot = geteuid() == 0

    /// A cache at `ROOT/cache/outings/photos`, `ROOT/cache` standing in for `~/.cache`.
    private struct Setup {
        let root: TemporaryFolder
        var cacheHome: String { root.path("cache") }
        var outings: String { root.path("cache/outings") }
        var folder: String { root.path("cache/outings/photos") }
        var sut: FileImageCache { FileImageCache(folder: folder, limit: 1000) }

        init() throws {
            root = try TemporaryFolder()
            try FileManager.default.createDirectory(
                atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }

        /// A file only the user may read, as another user would like Outings to serve.
        func privateFile() throws -> String {
            let path = root.path("private.txt")
            try Data("the user's secret".utf8).write(to: URL(fileURLWithPath: path))
            chmod(path, 0o600)
            return path
        }
    }

    enum UntrustedFolder: String, CaseIterable, CustomTestStringConvertible {
        case folderOfAnotherUser, parentOfAnotherUser, parentWritableByOthers,
            parentWritableByAnotherGroup, linkToAFolderOfAnotherUser
        var testDescription: String { rawValue }
        /// Changing an owner needs root.
        var canBeMade: Bool { CacheTrustTests.isRoot || self == .parentWritableByOthers }
    }

    /// Makes the folder untrusted; what the cache says about it.
    private func make(_ untrusted: UntrustedFolder, _ setup: Setup) throws -> String {
        let folder = setup.folder
        switch untrusted {
        case .folderOfAnotherUser:
            chown(folder, Self.otherUser, Self.otherGroup)
            return
                "\(folder) belongs to another user (uid 65534); Outings keeps images only in a folder of yours"
        case .parentOfAnotherUser:
            chown(setup.outings, Self.otherUser, Self.otherGroup)
            return "\(setup.outings) belongs to another user (uid 65534), "
                + "who could replace the image cache \(folder)"
        case .parentWritableByOthers:
            chmod(setup.cacheHome, 0o777)
            return "\(setup.cacheHome) is writable by other users (mode 777), "
                + "who could replace the image cache \(folder); remove their write permission (chmod go-w)"
        case .parentWritableByAnotherGroup:
            chown(setup.outings, geteuid(), Self.otherGroup)
            chmod(setup.outings, 0o770)
            return "\(setup.outings) is writable by other users (mode 770), "
                + "who could replace the image cache \(folder); remove their write permission (chmod go-w)"
        case .linkToAFolderOfAnotherUser:
            let theirs = setup.root.path("theirs")
            try FileManager.default.createDirectory(atPath: theirs, withIntermediateDirectories: false)
            try FileManager.default.createDirectory(
                atPath: theirs + "/photos", withIntermediateDirectories: false)
            chown(theirs + "/photos", Self.otherUser, Self.otherGroup)
            try FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createSymbolicLink(
                atPath: folder, withDestinationPath: theirs + "/photos")
            return
                "\(folder) belongs to another user (uid 65534); Outings keeps images only in a folder of yours"
        }
    }

    @Test(arguments: UntrustedFolder.allCases.filter(\.canBeMade))
    func aFolderAnotherUserCouldChangeIsRefusedAndNothingIsWrittenOrRead(untrusted: UntrustedFolder) throws {
        let setup = try Setup()
        let planted = setup.folder + "/1_ab_b.jpg"
        try Data([0xFF, 0xD8, 0xFF, 1]).write(to: URL(fileURLWithPath: planted))
        let refusal = ImageCacheError.unavailable(try make(untrusted, setup))
        let sut = setup.sut

        #expect(throws: refusal) { try sut.store(Data([0xFF, 0xD8, 0xFF, 2]), forKey: "2_ab_b.jpg") }
        #expect(throws: refusal) { try sut.image(forKey: "1_ab_b.jpg") }
        #expect(throws: refusal) { try sut.usage() }
        #expect(throws: refusal) { try sut.clear() }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: setup.folder).filter { $0 != "1_ab_b.jpg" }
                .isEmpty)
    }

    @Test(arguments: [0o777, 0o770, 0o1777, 0o707])
    func theUsersOwnFolderWritableByOthersIsMadePrivateAgain(mode: Int) throws {
        let setup = try Setup()
        chmod(setup.folder, mode_t(mode))

        #expect(try setup.sut.store(Data([0xFF, 0xD8, 0xFF, 1]), forKey: "1_ab_b.jpg") != nil)

        #expect(try permissions(setup.folder) == 0o700)
        #expect(try setup.sut.image(forKey: "1_ab_b.jpg")?.data == Data([0xFF, 0xD8, 0xFF, 1]))
    }

    /// A folder where others may create but never move what is not theirs (as /tmp).
    @Test func aStickyParentWritableByOthersIsTrusted() throws {
        let setup = try Setup()
        chmod(setup.cacheHome, 0o1777)

        #expect(try setup.sut.store(Data([0xFF, 0xD8, 0xFF, 1]), forKey: "1_ab_b.jpg") != nil)
        #expect(try permissions(setup.cacheHome) == 0o1777)
    }

    @Test func missingLevelsAreCreatedPrivate() throws {
        let root = try TemporaryFolder()
        let sut = FileImageCache(folder: root.path("a/b/photos"), limit: 1000)

        #expect(try sut.store(Data([0xFF, 0xD8, 0xFF, 1]), forKey: "1_ab_b.jpg") != nil)

        for level in ["a", "a/b", "a/b/photos"] {
            #expect(try permissions(root.path(level)) == 0o700, "\(level)")
        }
    }

    enum PlantedEntry: String, CaseIterable, CustomTestStringConvertible {
        case linkToAPrivateFile, hardLinkToAPrivateFile, linkToNothing, linkToAFolder, pipe, emptyFolder,
            emptyFile, fileOfAnotherUser
        var testDescription: String { rawValue }
        var canBeMade: Bool { CacheTrustTests.isRoot || self != .fileOfAnotherUser }
    }

    private func plant(_ entry: PlantedEntry, at path: String, _ setup: Setup) throws {
        let manager = FileManager.default
        switch entry {
        case .linkToAPrivateFile:
            try manager.createSymbolicLink(atPath: path, withDestinationPath: try setup.privateFile())
        case .hardLinkToAPrivateFile: try manager.linkItem(atPath: try setup.privateFile(), toPath: path)
        case .linkToNothing:
            try manager.createSymbolicLink(atPath: path, withDestinationPath: setup.root.path("none"))
        case .linkToAFolder:
            try manager.createSymbolicLink(atPath: path, withDestinationPath: setup.root.url.path)
        case .pipe: #expect(mkfifo(path, 0o600) == 0)
        case .emptyFolder: try manager.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .emptyFile: #expect(manager.createFile(atPath: path, contents: Data()))
        case .fileOfAnotherUser:
            #expect(manager.createFile(atPath: path, contents: Data("planted".utf8)))
            chown(path, Self.otherUser, Self.otherGroup)
        }
    }

    @Test(arguments: PlantedEntry.allCases.filter(\.canBeMade))
    func whatIsNotAnImageTheCacheMadeIsNeverReadButDroppedAndFetchedAgain(entry: PlantedEntry) throws {
        let setup = try Setup()
        let sut = setup.sut
        let path = setup.folder + "/1_ab_b.jpg"
        try plant(entry, at: path, setup)

        #expect(try sut.image(forKey: "1_ab_b.jpg") == nil)
        var info = stat()
        #expect(lstat(path, &info) != 0, "the planted entry is dropped")
        #expect(try sut.usage() == ImageCacheUsage(count: 0, bytes: 0, limit: 1000))

        #expect(try sut.store(Data([0xFF, 0xD8, 0xFF, 7]), forKey: "1_ab_b.jpg") == path)
        #expect(
            try sut.image(forKey: "1_ab_b.jpg") == CachedImage(data: Data([0xFF, 0xD8, 0xFF, 7]), path: path))
        #expect(
            FileManager.default.contents(atPath: setup.root.path("private.txt"))
                == ([.linkToAPrivateFile, .hardLinkToAPrivateFile].contains(entry)
                    ? Data("the user's secret".utf8) : nil))
    }

    /// Storing over a link replaces the link, never the file it names.
    @Test func storingOverALinkReplacesTheLinkNotItsTarget() throws {
        let setup = try Setup()
        let secret = try setup.privateFile()
        let path = setup.folder + "/1_ab_b.jpg"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: secret)

        #expect(try setup.sut.store(Data([0xFF, 0xD8, 0xFF, 7]), forKey: "1_ab_b.jpg") == path)

        #expect(FileManager.default.contents(atPath: secret) == Data("the user's secret".utf8))
        var info = stat()
        #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
    }

    @Test func clearRemovesLinksWithoutTouchingWhatTheyName() throws {
        let setup = try Setup()
        let secret = try setup.privateFile()
        try setup.sut.store(Data([0xFF, 0xD8, 0xFF, 7]), forKey: "1_ab_b.jpg")
        try FileManager.default.createSymbolicLink(
            atPath: setup.folder + "/2_ab_b.jpg", withDestinationPath: secret)

        #expect(try setup.sut.clear() == 1)

        #expect(
            try FileManager.default.contentsOfDirectory(atPath: setup.folder).filter { !$0.hasPrefix(".") }
                .isEmpty)
        #expect(FileManager.default.contents(atPath: secret) == Data("the user's secret".utf8))
    }

    @Test func aLockThatIsALinkIsReplacedAndWhatItNamesIsUntouched() throws {
        let setup = try Setup()
        let secret = try setup.privateFile()
        try FileManager.default.createSymbolicLink(
            atPath: setup.folder + "/.lock", withDestinationPath: secret)

        try setup.sut.store(Data([0xFF, 0xD8, 0xFF, 7]), forKey: "1_ab_b.jpg")

        let lock = try FileManager.default.attributesOfItem(atPath: setup.folder + "/.lock")
        #expect(lock[.type] as? FileAttributeType == .typeRegular)
        #expect(FileManager.default.contents(atPath: secret) == Data("the user's secret".utf8))
    }

    @Test func anEmptyImageIsNeverKept() throws {
        let setup = try Setup()

        #expect(try setup.sut.store(Data(), forKey: "1_ab_b.jpg") == nil)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: setup.folder).filter { !$0.hasPrefix(".") }
                .isEmpty)
    }

    private func permissions(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
            ?? -1
    }
}

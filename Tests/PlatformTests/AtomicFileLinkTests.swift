import Foundation
import Platform
import TestSupport
import Testing

/// `AtomicFile.linkTarget`: the file a write through a symbolic link replaces.
struct AtomicFileLinkTests {
    @Test func aFileThatIsNoLinkOrIsMissingIsItself() throws {
        let folder = try TemporaryFolder()
        let file = folder.path("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))

        #expect(try AtomicFile.linkTarget(of: file) == file)
        #expect(try AtomicFile.linkTarget(of: folder.path("missing")) == folder.path("missing"))
    }

    @Test func relativeAndAbsoluteLinksAreFollowedToTheEndEvenADanglingOne() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path("a/b"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("first"), withDestinationPath: "a/second")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("a/second"), withDestinationPath: folder.path("a/b/third"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.path("a/b/third"), withDestinationPath: "../end")

        #expect(try AtomicFile.linkTarget(of: folder.path("first")) == folder.path("a/b/../end"))
    }

    @Test func aLoopIsELOOP() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("one"), withDestinationPath: "two")
        try FileManager.default.createSymbolicLink(atPath: folder.path("two"), withDestinationPath: "one")

        #expect(throws: SystemError("follow the links of", folder.path("one"), code: ELOOP)) {
            try AtomicFile.linkTarget(of: folder.path("one"))
        }
    }

    @Test func replacingTheTargetKeepsTheLink() throws {
        let folder = try TemporaryFolder()
        try Data("old".utf8).write(to: URL(fileURLWithPath: folder.path("real")))
        try FileManager.default.createSymbolicLink(atPath: folder.path("link"), withDestinationPath: "real")

        try AtomicFile.replace(try AtomicFile.linkTarget(of: folder.path("link")), with: Array("new".utf8))

        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link")) == "real")
        #expect(try String(contentsOfFile: folder.path("real"), encoding: .utf8) == "new")
    }
}

import Foundation
import TestSupport
import Testing

/// A configuration file that is a symbolic link (kept in a dotfiles checkout): `config set` and
/// `unset` write the file at the end of the links, in its own folder, and the link stays a link.
@Suite(.serialized)
struct ConfigLinkAcceptanceTests {
    /// A scratch HOME whose XDG_CONFIG_HOME is `HOME/conf`, with a `HOME/dotfiles` folder.
    final class Scratch {
        let scratch: ConfigAcceptanceTests.Scratch
        var home: URL { scratch.cli.home }
        var configPath: String { scratch.configPath }
        var dotfiles: String { home.appendingPathComponent("dotfiles").path }

        init() throws {
            scratch = try ConfigAcceptanceTests.Scratch()
            try FileManager.default.createDirectory(
                atPath: home.appendingPathComponent("conf/outings").path, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: dotfiles, withIntermediateDirectories: true)
        }

        @discardableResult
        func run(_ arguments: [String], stdin: String = "") throws -> OutingsBinary.Result {
            try scratch.run(arguments, stdin: stdin)
        }

        func link(_ path: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        }

        /// What `path` is, not following a link: its link target, or nil when it is no link.
        func linkDestination(_ path: String) -> String? {
            try? FileManager.default.destinationOfSymbolicLink(atPath: path)
        }

        func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

        func mode(_ path: String) throws -> Int {
            try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? -1
        }
    }

    @Test func setAndUnsetWriteThroughARelativeLinkAndTheLinkStays() throws {
        let scratch = try Scratch()
        let target = scratch.dotfiles + "/outings-config"
        try Data("# kept\nstore = sqlite:/old.sqlite\n".utf8).write(to: URL(fileURLWithPath: target))
        try scratch.link(scratch.configPath, to: "../../dotfiles/outings-config")

        let set = try scratch.run(["config", "set", "store", "sqlite:/new.sqlite"])
        let key = try scratch.run(["config", "set", "flickr-api-key"], stdin: "k3y\n")
        let get = try scratch.run(["config", "get", "store"])

        #expect(set.status == 0, "\(set.stderr)")
        #expect(key.status == 0, "\(key.stderr)")
        #expect(scratch.linkDestination(scratch.configPath) == "../../dotfiles/outings-config")
        #expect(try scratch.contents(target) == "# kept\nstore = sqlite:/new.sqlite\nflickr-api-key = k3y\n")
        #expect(try scratch.mode(target) == 0o600)
        #expect(get.stdout == "sqlite:/new.sqlite\n")

        let unset = try scratch.run(["config", "unset", "flickr-api-key"])
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(scratch.linkDestination(scratch.configPath) == "../../dotfiles/outings-config")
        #expect(try scratch.contents(target) == "# kept\nstore = sqlite:/new.sqlite\n")
        // Nothing was left beside the link or the target.
        let leftovers =
            try FileManager.default.contentsOfDirectory(atPath: scratch.dotfiles)
            + FileManager.default.contentsOfDirectory(
                atPath: scratch.home.appendingPathComponent("conf/outings").path)
        #expect(leftovers.sorted() == ["config", "outings-config"])
    }

    @Test func aChainOfLinksIsFollowedToItsEndAndEveryLinkStays() throws {
        let scratch = try Scratch()
        let real = scratch.dotfiles + "/real"
        let middle = scratch.home.appendingPathComponent("middle").path
        try Data("store = memory:\n".utf8).write(to: URL(fileURLWithPath: real))
        try scratch.link(middle, to: real)
        try scratch.link(scratch.configPath, to: middle)

        let set = try scratch.run(["config", "set", "store", "sqlite:/chain.sqlite"])

        #expect(set.status == 0, "\(set.stderr)")
        #expect(scratch.linkDestination(scratch.configPath) == middle)
        #expect(scratch.linkDestination(middle) == real)
        #expect(try scratch.contents(real) == "store = sqlite:/chain.sqlite\n")
    }

    /// A link whose file is not there yet is a configuration not there yet: `set` creates the
    /// file where the link points, at 0600, and the link stays.
    @Test func aDanglingLinksTargetIsCreated() throws {
        let scratch = try Scratch()
        let target = scratch.dotfiles + "/not-yet"
        try scratch.link(scratch.configPath, to: target)

        let list = try scratch.run(["config", "list"])
        let set = try scratch.run(["config", "set", "store", "memory:"])

        #expect(list.status == 0 && list.stdout.isEmpty)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(scratch.linkDestination(scratch.configPath) == target)
        #expect(try scratch.contents(target) == "store = memory:\n")
        #expect(try scratch.mode(target) == 0o600)
    }

    @Test func aLinkIntoAFolderThatIsMissingIsRefusedClearlyAndNothingChanges() throws {
        let scratch = try Scratch()
        let target = scratch.home.appendingPathComponent("gone/config").path
        try scratch.link(scratch.configPath, to: target)

        let set = try scratch.run(["config", "set", "store", "memory:"])

        #expect(set.status == 74)
        #expect(
            set.stderr
                == "outings: cannot write \(scratch.configPath) (a link to \(target)): No such file or directory\n"
        )
        #expect(scratch.linkDestination(scratch.configPath) == target)
        #expect(!FileManager.default.fileExists(atPath: scratch.home.appendingPathComponent("gone").path))
    }

    @Test func aLoopOfLinksIsRefusedClearlyAndNothingChanges() throws {
        let scratch = try Scratch()
        let other = scratch.home.appendingPathComponent("conf/outings/other").path
        try scratch.link(scratch.configPath, to: other)
        try scratch.link(other, to: scratch.configPath)

        let set = try scratch.run(["config", "set", "store", "memory:"])

        #expect(set.status == 78)
        #expect(
            set.stderr == "outings: cannot read \(scratch.configPath): Too many levels of symbolic links\n")
        #expect(scratch.linkDestination(scratch.configPath) == other)
        #expect(scratch.linkDestination(other) == scratch.configPath)
    }
}

import Foundation
import Testing

/// `export --output FILE` and `backup FILE` replace FILE by renaming a finished file over it, so
/// a FILE that is not a plain file of this user's, or is the guide's own store, is refused
/// (exit 74, one line) and left as it was; the guide is untouched.
@Suite struct OutputFileSafetyAcceptanceTests {
    enum Target: String, CaseIterable {
        case store, storeJournal, fifo, symlink, readOnly, folder
    }

    private func make(_ target: Target, in cli: OutingsBinary) throws -> String {
        let folder = cli.home.path
        switch target {
        case .store: return cli.storePath
        case .storeJournal:
            // SQLite keeps its write-ahead log beside the store while it is open; named as output
            // it is one of the store's files all the same.
            try Data("x".utf8).write(to: URL(fileURLWithPath: cli.storePath + "-wal"))
            return cli.storePath + "-wal"
        case .fifo:
            let path = folder + "/pipe"
            #expect(mkfifo(path, 0o600) == 0)
            return path
        case .symlink:
            let path = folder + "/link"
            try FileManager.default.createSymbolicLink(
                atPath: path, withDestinationPath: folder + "/elsewhere")
            return path
        case .readOnly:
            let path = folder + "/kept.json"
            try Data("kept".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            return path
        case .folder:
            let path = folder + "/folder"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return path
        }
    }

    @Test(arguments: Target.allCases, [["export", "--format", "json", "--output"], ["backup"]])
    func aFileThatReplacingWouldHarmIsRefused(target: Target, command: [String]) throws {
        let cli = try OutingsBinary()
        try #require(cli.run(["demo"]).status == 0)
        let path = try make(target, in: cli)
        let before = try FileManager.default.attributesOfItem(atPath: path)
        let storeBefore = try Data(contentsOf: URL(fileURLWithPath: cli.storePath))

        let result = try cli.run(command + [path])

        #expect(result.status == 74, "\(target): \(result.stderr)")
        #expect(result.stderr.hasPrefix("outings: cannot replace \(path): "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        let after = try FileManager.default.attributesOfItem(atPath: path)
        #expect(after[.type] as? FileAttributeType == before[.type] as? FileAttributeType)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.storePath)) == storeBefore)
        #expect(try cli.run(["check"]).stdout == "ok\n")
    }
}

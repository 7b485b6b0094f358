import Foundation
import Platform
import TestSupport
import Testing

/// A file written chunk by chunk replaces the old one only once it is whole.
struct AtomicFileStreamingTests {
    private struct Stop: Error {}

    @Test func chunksReplaceTheFileWhole() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("backup.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        try AtomicFile.replace(path, mode: 0o640) { chunks in
            for part in ["one ", "two ", "three"] { try chunks.write(Array(part.utf8)) }
        }

        #expect(FileManager.default.contents(atPath: path) == Data("one two three".utf8))
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o707 } == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["backup.json"])
    }

    @Test func aWriterThatFailsPartWayLeavesTheOldFileAndNoTemporary() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("backup.json")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: Stop.self) {
            try AtomicFile.replace(path) { chunks in
                try chunks.write(Array(String(repeating: "half", count: 100_000).utf8))
                throw Stop()
            }
        }

        #expect(FileManager.default.contents(atPath: path) == Data("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["backup.json"])
    }
}

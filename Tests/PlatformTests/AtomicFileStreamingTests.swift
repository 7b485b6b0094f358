import Foundation
import Platform
import TestSupport
import Testing

/// A file written piece by piece with `AtomicFile.replace(_:producing:)` appears whole when the
/// producer finishes, and not at all (the earlier file kept, no temporary left) when it fails.
struct AtomicFileStreamingTests {
    private struct Interrupted: Error {}

    private func names(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func everyPieceIsWrittenInOrder() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("export.csv")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        try AtomicFile.replace(path, mode: 0o644) { write in
            for piece in ["a,b\r\n", "1,2\r\n", "3,4\r\n"] { try write(Array(piece.utf8)) }
        }

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a,b\r\n1,2\r\n3,4\r\n")
        #expect(try names(in: folder) == ["export.csv"])
    }

    @Test func aProducerThatFailsPartWay_leavesTheEarlierFileAndNoTemporary() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("export.csv")
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))

        #expect(throws: Interrupted.self) {
            try AtomicFile.replace(path) { write in
                try write(Array(repeating: UInt8(ascii: "x"), count: 100_000))
                throw Interrupted()
            }
        }

        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
        #expect(try names(in: folder) == ["export.csv"])
    }

    @Test func aFailedWrite_isASystemErrorNamingTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("missing/export.csv")

        #expect(throws: SystemError.self) {
            try AtomicFile.replace(path) { write in try write([1]) }
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}

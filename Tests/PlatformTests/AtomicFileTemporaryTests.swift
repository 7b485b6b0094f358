import Foundation
import Platform
import TestSupport
import Testing

/// A folder's owner can tell `AtomicFile`'s temporaries, and the process that wrote each, from
/// every other name, so those of killed processes can be removed.
struct AtomicFileTemporaryTests {
    @Test(arguments: ["a.jpg", "c-d-e.jpg", "12_ab_b.jpg", ".hidden"])
    func aTemporaryNamesTheProcessThatWroteIt(name: String) throws {
        let folder = try TemporaryFolder()

        let temporary = try AtomicFile.writeTemporary(beside: folder.path(name), bytes: [1, 2, 3])

        let fileName = URL(fileURLWithPath: temporary).lastPathComponent
        #expect(AtomicFile.writer(ofTemporary: fileName) == getpid())
        #expect(FileManager.default.contents(atPath: temporary) == Data([1, 2, 3]))
    }

    @Test(arguments: [
        "a.jpg", ".lock", ".partial-12-X", "a.jpg.tmp-12-34", ".a.jpg.tmp-12", ".a.jpg.tmp-12-x",
        ".a.jpg.tmp--34", ".a.jpg.tmp-0-34", ".a.jpg.tmp-12-34-56", ".a.jpg.temp-12-34",
    ])
    func otherNamesAreNotTemporaries(name: String) {
        #expect(AtomicFile.writer(ofTemporary: name) == nil)
    }

    @Test func theWriterIsReadFromTheName() {
        #expect(AtomicFile.writer(ofTemporary: ".a-b.jpg.tmp-4321-18446744073709551615") == 4321)
    }
}

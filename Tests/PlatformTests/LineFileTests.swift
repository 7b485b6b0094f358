import Foundation
import Platform
import TestSupport
import Testing

/// `LineFile` hands over each line with where it starts, from any offset, across its buffer's
/// edges, and refuses a line longer than the reader allows.
struct LineFileTests {
    private func lines(of text: String, from offset: Int = 0, maxLength: Int = 1 << 20) throws
        -> [(String, Int, Bool)]
    {
        let folder = try TemporaryFolder()
        let path = folder.path("lines.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var found: [(String, Int, Bool)] = []
        try LineFile(path).forEachLine(from: offset, maxLength: maxLength) { line in
            found.append((String(decoding: line.bytes, as: UTF8.self), line.offset, line.isTerminated))
            return true
        }
        return found
    }

    @Test func eachLineComesWithItsOffsetAndWhetherALineFeedEndedIt() throws {
        let found = try lines(of: "ab\n\nçd\ntail")

        #expect(found.map(\.0) == ["ab", "", "çd", "tail"])
        #expect(found.map(\.1) == [0, 3, 4, 8])
        #expect(found.map(\.2) == [true, true, true, false])
    }

    @Test func linesLongerThanTheBufferAndFromAnOffsetReadWhole() throws {
        let long = String(repeating: "x", count: 200_000)

        let found = try lines(of: "skip\n\(long)\nend\n", from: 5)

        #expect(found.map(\.0) == [long, "end"])
        #expect(found.map(\.1) == [5, 200_006])
    }

    @Test func aLineLongerThanTheLimitIsRefused() throws {
        #expect(throws: LineFile.LineTooLong.self) {
            try lines(of: "short\n" + String(repeating: "y", count: 100_000), maxLength: 1_000)
        }
    }
}

import Testing
import UseCases

/// Sizes as people read them, in units of 1024.
struct ByteCountTests {
    @Test(arguments: [
        (0, "0 bytes"), (1, "1 byte"), (1023, "1023 bytes"), (1024, "1 KB"), (1536, "1.5 KB"),
        (10 * 1024 + 400, "10 KB"), (4096, "4 KB"), (65_536, "64 KB"), (1_048_575, "1 MB"),
        (1_048_576, "1 MB"), (52_428_800, "50 MB"), (268_435_456, "256 MB"), (1_288_490_189, "1.2 GB"),
        (5 * 1_099_511_627_776, "5 TB"), (2048 * 1_099_511_627_776, "2048 TB"),
    ])
    func aSizeReadsInTheLargestUnitItFills(bytes: Int, expected: String) {
        #expect(ByteCount.text(bytes) == expected)
    }
}

/// Counts lines that hold something besides blanks, fed bytes in any chunks.
struct LineCounter {
    private var lines = 0
    private var lineHasText = false

    mutating func count<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            switch byte {
            case 0x0A:
                if lineHasText { lines += 1 }
                lineHasText = false
            case 0x20, 0x09, 0x0D: break
            default: lineHasText = true
            }
        }
    }

    /// The count, including a last line without a line break.
    mutating func finish() -> Int {
        if lineHasText { lines += 1 }
        lineHasText = false
        return lines
    }
}

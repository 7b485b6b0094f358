#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file read line by line from any offset, a buffer at a time, so a file of any size is walked
/// in the memory of its longest line. The file stays open while the value lives: a file renamed
/// over the path meanwhile is not the one read.
public final class LineFile: Sendable {
    public let path: String
    private let descriptor: Int32

    public init(_ path: String) throws(SystemError) {
        self.path = path
        descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemError("open", path) }
    }

    deinit { close(descriptor) }

    /// One line as read: its bytes without the line feed, where it starts in the file, and
    /// whether a line feed ended it (the last line of a truncated file has none).
    public struct Line {
        public let bytes: ArraySlice<UInt8>
        public let offset: Int
        public let isTerminated: Bool
    }

    /// A line longer than the limit a reader set (a file that is not made of lines).
    public struct LineTooLong: Error {
        public let offset: Int
    }

    /// Hands `body` each line from `offset` on, until the end of the file or `body` returns false;
    /// a line longer than `maxLength` bytes is `LineTooLong`, so a file without line feeds is
    /// never read whole.
    public func forEachLine(from offset: Int = 0, maxLength: Int, _ body: (Line) throws -> Bool) throws {
        var pending: [UInt8] = []
        var pendingOffset = offset
        var readOffset = offset
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress!, $0.count, off_t(readOffset))
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw SystemError("read", path) }
            if count == 0 { break }
            readOffset += count
            var start = 0
            while let end = buffer[start..<count].firstIndex(of: UInt8(ascii: "\n")) {
                let line: ArraySlice<UInt8>
                if pending.isEmpty {
                    line = buffer[start..<end]
                } else {
                    pending.append(contentsOf: buffer[start..<end])
                    line = pending[...]
                }
                if line.count > maxLength { throw LineTooLong(offset: pendingOffset) }
                guard try body(Line(bytes: line, offset: pendingOffset, isTerminated: true)) else { return }
                pendingOffset += line.count + 1
                pending.removeAll(keepingCapacity: true)
                start = end + 1
            }
            pending.append(contentsOf: buffer[start..<count])
            if pending.count > maxLength { throw LineTooLong(offset: pendingOffset) }
        }
        if !pending.isEmpty {
            _ = try body(Line(bytes: pending[...], offset: pendingOffset, isTerminated: false))
        }
    }
}

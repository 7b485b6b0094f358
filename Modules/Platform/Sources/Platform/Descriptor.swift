#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whole writes and bounded reads on a file descriptor, retrying short counts and EINTR, so a full
/// disk or a closed stream is an error to report, never a silent loss or a trap.
public enum Descriptor {
    public static let standardInput: Int32 = 0
    public static let standardOutput: Int32 = 1
    public static let standardError: Int32 = 2

    /// Writes every byte; the errno when it could not.
    public static func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Int32? {
        var failure: Int32?
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            failure = writeAll(UnsafeRawBufferPointer(buffer), to: descriptor)
        }
        if done == nil { failure = Array(bytes).withUnsafeBytes { writeAll($0, to: descriptor) } }
        return failure
    }

    public static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += written
        }
        return nil
    }

    /// At most `limit` bytes, fewer at the end of the input or when it cannot be read (closed at
    /// start, a folder): the caller decides whether a short read is an error.
    public static func bytes(from descriptor: Int32, upTo limit: Int) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: max(1, min(1 << 16, limit)))
        while data.count < limit {
            let wanted = min(buffer.count, limit - data.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The whole file at `path`, or nil when it does not exist.
    public static func contents(ofFile path: String) throws(SystemError) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw SystemError("open", path)
        }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw SystemError("read", path) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}

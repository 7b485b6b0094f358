import Foundation

/// Where libcurl's write callback puts the body, refusing it past the limit.
final class BodySink {
    let limit: Int
    private(set) var body = Data()
    private(set) var overLimit = false

    init(limit: Int) {
        self.limit = limit
    }

    /// Called by libcurl inside the transfer; returning anything but `size * count` aborts it.
    static let write: LibCurl.WriteCallback = { bytes, size, count, context in
        guard let context, let bytes else { return 0 }
        let sink = Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue()
        let length = size * count
        guard sink.body.count + length <= sink.limit else {
            sink.overLimit = true
            sink.body = Data()
            return 0
        }
        sink.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }
}

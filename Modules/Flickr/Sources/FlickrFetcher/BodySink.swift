import PlatformFoundation

/// Where libcurl's write callback puts the body, refusing it past the limit, or at its first
/// byte when `vet` refuses the response (its Content-Type), so a refused body is never read.
final class BodySink {
    let limit: Int
    /// Asked once, before the first byte is kept: false refuses the body.
    private let vet: () -> Bool
    private var vetted = false
    private(set) var body = Data()
    private(set) var overLimit = false
    private(set) var refused = false

    init(limit: Int, vet: @escaping () -> Bool = { true }) {
        self.limit = limit
        self.vet = vet
    }

    /// Called by libcurl inside the transfer; returning anything but `size * count` aborts it.
    static let write: LibCurl.WriteCallback = { bytes, size, count, context in
        guard let context, let bytes else { return 0 }
        let sink = Unmanaged<BodySink>.fromOpaque(context).takeUnretainedValue()
        if !sink.vetted {
            sink.vetted = true
            guard sink.vet() else {
                sink.refused = true
                return 0
            }
        }
        let (length, overflow) = size.multipliedReportingOverflow(by: count)
        guard !overflow, length <= sink.limit - sink.body.count else {
            sink.overLimit = true
            sink.body = Data()
            return 0
        }
        sink.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
        return length
    }
}

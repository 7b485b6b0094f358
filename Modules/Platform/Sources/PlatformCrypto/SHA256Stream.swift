import CSodium

/// SHA-256 of bytes handed over piece by piece (a file written or read in chunks), so a digest of
/// a file of any size holds only the chunk at hand; `SHA256Hex` is the whole-value form.
public struct SHA256Stream {
    private var state = crypto_hash_sha256_state()

    public init() {
        _ = Sodium.library.sha256Init(&state)
    }

    public mutating func update(_ bytes: some Collection<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            _ = Sodium.library.sha256Update(&state, buffer.baseAddress, UInt64(buffer.count))
        }
        if done == nil { update(Array(bytes)) }
    }

    /// The digest of everything handed over, as 64 lowercase hex digits.
    public mutating func finish() -> String {
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = Sodium.library.sha256Final(&state, &digest)
        return SHA256Hex.hex(digest)
    }
}

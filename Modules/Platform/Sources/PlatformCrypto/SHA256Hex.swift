import CSodium

/// SHA-256 from the system's libsodium, as 64 lowercase hex digits. The hash has one
/// implementation, so it needs no `sodium_init`.
public enum SHA256Hex {
    public static func of(_ text: String) -> String {
        of(bytes: Array(text.utf8))
    }

    /// The digest of any bytes (a token's text, a file's contents).
    public static func of(bytes: [UInt8]) -> String {
        var digest = [UInt8](repeating: 0, count: Int(crypto_hash_sha256_BYTES))
        _ = Sodium.library.sha256(&digest, bytes, UInt64(bytes.count))
        return hex(digest)
    }

    static func hex(_ digest: [UInt8]) -> String {
        digest.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}

import CSodium

/// Secrets handed to a person once (session cookies, invitation links, API tokens): 32 random
/// bytes from `randombytes_buf`, written as unpadded URL-safe Base64 so they fit in a path or a
/// header unchanged. Only their SHA-256 is stored; `equal` compares digests in constant time.
public enum SecretToken {
    public static let byteCount = 32

    /// A new token: 43 characters of `A-Z a-z 0-9 - _`.
    public static func make() -> String {
        let sodium = Sodium.ready()
        var bytes = [UInt8](repeating: 0, count: byteCount)
        sodium.randomBytes(&bytes, byteCount)
        let variant = Int32(sodium_base64_VARIANT_URLSAFE_NO_PADDING)
        var out = [CChar](repeating: 0, count: sodium.base64EncodedLength(byteCount, variant))
        _ = sodium.bin2base64(&out, out.count, bytes, byteCount, variant)
        sodium.memzero(&bytes, byteCount)
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether two strings hold the same bytes, in time that depends only on their lengths (the
    /// digests compared are always 64 hex digits, so nothing about a stored one leaks).
    public static func equal(_ left: String, _ right: String) -> Bool {
        let a = Array(left.utf8)
        let b = Array(right.utf8)
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return Sodium.library.memcmp(a, b, a.count) == 0
    }
}

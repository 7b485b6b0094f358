import CSodium

/// Argon2id password hashes through libsodium's `crypto_pwhash_str` with its interactive limits.
/// The hash string carries the algorithm, salt and limits, so a hash made under other limits is
/// still verified, and `needsRehash` says when a sign-in should store a fresh one.
public enum PasswordHash {
    /// The hash of `password` (its UTF-8 bytes, as given: callers normalise first), or nil when
    /// libsodium cannot (out of memory).
    public static func make(_ password: String) -> String? {
        let sodium = Sodium.ready()
        var out = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
        let result = password.withCString { chars in
            sodium.pwhashStr(
                &out, chars, UInt64(password.utf8.count),
                UInt64(sodium.pwhashOpslimitInteractive()), sodium.pwhashMemlimitInteractive())
        }
        guard result == 0 else { return nil }
        return String(decoding: out.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `password` is the one `hash` was made from; a malformed hash verifies nothing.
    public static func verify(_ password: String, hash: String) -> Bool {
        let sodium = Sodium.ready()
        guard let stored = cString(hash) else { return false }
        return password.withCString { chars in
            sodium.pwhashStrVerify(stored, chars, UInt64(password.utf8.count)) == 0
        }
    }

    /// Whether `hash` was made with other limits than today's (or is not a hash libsodium knows).
    public static func needsRehash(_ hash: String) -> Bool {
        let sodium = Sodium.ready()
        guard let stored = cString(hash) else { return true }
        return sodium.pwhashStrNeedsRehash(
            stored, UInt64(sodium.pwhashOpslimitInteractive()), sodium.pwhashMemlimitInteractive()) != 0
    }

    /// The hash as the NUL-terminated buffer of `crypto_pwhash_STRBYTES` libsodium reads, or nil
    /// when it cannot be one.
    private static func cString(_ hash: String) -> [CChar]? {
        let bytes = Array(hash.utf8)
        guard bytes.count < Int(crypto_pwhash_STRBYTES), !bytes.contains(0) else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(crypto_pwhash_STRBYTES))
        for (index, byte) in bytes.enumerated() { buffer[index] = CChar(bitPattern: byte) }
        return buffer
    }
}
